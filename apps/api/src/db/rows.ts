import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/** The rows of a raw statement: both drivers (pg and PGlite) answer `execute` with them under `rows`. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
