import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  classifiedColumnsOf,
  PERSONAL_DATA,
  type PersonLink,
  type TableKey,
  tableOf,
} from '../../db/personal-data.js';

/** Rows are read this many at a time, so a person with a long history never sits in memory whole. */
const BATCH = 500;

/** The person whose rows are read: his id, and his email for what is kept by address (mail). */
export interface Person {
  id: string;
  email: string;
}

/**
 * The links of a table that make a row his: those naming him as its subject, and in the audit log
 * also as its actor (what he did is about him). Links through JSON are left out: a report's cached
 * answer or a webhook's payload repeats what his own rows hold.
 */
function linksOf<T extends TableKey>(key: T): PersonLink<T>[] {
  return PERSONAL_DATA[key].people.filter(
    (link) => link.holds !== 'json' && (link.as === 'subject' || key === 'auditLog'),
  );
}

/** The tables that hold rows of a person, in the register's order. */
export const personalTables = (Object.keys(PERSONAL_DATA) as TableKey[]).filter(
  (key) => linksOf(key).length > 0,
);

function columnOf(key: TableKey, property: string): PgColumn {
  const column = classifiedColumnsOf(key).find((entry) => entry.property === property)?.column;
  if (!column) throw new Error(`${key}.${property} is not a column`);
  return column as PgColumn;
}

/** The condition that makes a row of `key` his, by any of its links. */
function hisRows(db: Db, key: TableKey, person: Person): SQL {
  const conditions = linksOf(key).map((link) => {
    const column = columnOf(key, link.column);
    if (link.holds === 'email') return eq(column, person.email);
    if (typeof link.holds !== 'object') return eq(column, person.id);
    // a row of another table that is his (an assignment's reminders)
    const other = link.holds.rowOf;
    return inArray(
      column,
      db
        .select({ id: columnOf(other, 'id') })
        .from(tableOf(other))
        .where(hisRows(db, other, person)),
    );
  });
  const [first, ...rest] = conditions;
  if (!first) throw new Error(`${key} has no link to a person`);
  return rest.length === 0 ? first : (or(first, ...rest) as SQL);
}

/** What of a row is exported: every column but secrets (password and token hashes, codes). */
function exportedColumnsOf(key: TableKey) {
  return Object.fromEntries(
    classifiedColumnsOf(key)
      .filter(({ entry }) => !entry.secret)
      .map(({ property, column }) => [property, column]),
  ) as Record<string, PgColumn>;
}

/**
 * His rows of a table, a batch at a time, without their secret columns. Tables with an `id` are
 * read in batches by it; the others (memberships) hold a few rows per person.
 */
export async function* personRows(db: Db, key: TableKey, person: Person) {
  const table = tableOf(key);
  const columns = exportedColumnsOf(key);
  const where = hisRows(db, key, person);
  const id = columns.id;
  if (!id) {
    yield await db.select(columns).from(table).where(where);
    return;
  }
  let after: unknown = null;
  for (;;) {
    const rows: Record<string, unknown>[] = await db
      .select(columns)
      .from(table)
      .where(after === null ? where : and(where, gt(id, after)))
      .orderBy(asc(id))
      .limit(BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows.at(-1)?.id;
  }
}
