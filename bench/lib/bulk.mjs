// @ts-check

/**
 * @typedef {import('../../apps/api/dist/db/client.js').Db} Db
 * @typedef {import('drizzle-orm/pg-core').PgTable} PgTable
 */

/** Rows per INSERT: a few thousand parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 1000;
/** Statements in flight at once: the database writes one chunk while Node builds the next. */
const IN_FLIGHT = 3;

/**
 * Inserts rows through Drizzle in multi-row statements of the app's schema tables, a few at
 * once. `add` is awaited so that memory stays bounded whatever the number of rows.
 * @template {PgTable} T
 * @param {Db} db
 * @param {T} table
 */
export function bulkWriter(db, table) {
  /** @type {T['$inferInsert'][]} */
  let buffer = [];
  /** @type {Set<Promise<void>>} */
  const pending = new Set();
  /** @type {unknown} */
  let failure;
  let written = 0;

  /** @param {T['$inferInsert'][]} rows */
  const send = async (rows) => {
    /** @type {Promise<void>} */
    const statement = db
      .insert(table)
      .values(rows)
      .then(
        () => {
          written += rows.length;
        },
        (error) => {
          failure ??= error;
        },
      )
      .finally(() => pending.delete(statement));
    pending.add(statement);
    if (pending.size >= IN_FLIGHT) await Promise.race(pending);
    if (failure) throw failure;
  };

  return {
    /** @param {T['$inferInsert']} row */
    async add(row) {
      buffer.push(row);
      if (buffer.length < CHUNK) return;
      const rows = buffer;
      buffer = [];
      await send(rows);
    },
    /** Writes what is left and waits for every statement; answers the number of rows written. */
    async close() {
      if (buffer.length > 0) await send(buffer);
      buffer = [];
      await Promise.all(pending);
      if (failure) throw failure;
      return written;
    },
  };
}

/**
 * Inserts a list of rows.
 * @template {PgTable} T
 * @param {Db} db
 * @param {T} table
 * @param {T['$inferInsert'][]} rows
 */
export async function insertAll(db, table, rows) {
  const writer = bulkWriter(db, table);
  for (const row of rows) await writer.add(row);
  return writer.close();
}
