// @ts-check
import pg from 'pg';

/**
 * The rows of a raw statement run through Drizzle (its result type is the driver's).
 * @param {import('../../apps/api/dist/db/client.js').Db} db
 * @param {import('drizzle-orm').SQL} query
 * @returns {Promise<Record<string, unknown>[]>}
 */
export async function rowsOf(db, query) {
  const result = /** @type {{ rows: Record<string, unknown>[] }} */ (await db.execute(query));
  return result.rows;
}

/**
 * The bench's own database on a local PostgreSQL server: made fresh for each run and dropped
 * at the end, so a run never measures what an earlier one left behind.
 * @param {string} serverUrl postgres://... of the server's maintenance database
 * @param {string} name
 */
export async function createFreshDatabase(serverUrl, name) {
  await withAdmin(serverUrl, async (client) => {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * @param {string} serverUrl
 * @param {string} name
 */
export async function dropDatabase(serverUrl, name) {
  await withAdmin(serverUrl, (client) =>
    client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  );
}

/**
 * @template T
 * @param {string} serverUrl
 * @param {(client: pg.Client) => Promise<T>} work
 */
async function withAdmin(serverUrl, work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
