import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/** The application's tables (schema public), by name. */
export async function tableNames(db: Db | Tx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** How many rows each application table holds, by table name in name order. */
export async function tableCounts(db: Db | Tx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db)) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** The tables whose count differs, as "name: expected → found", for a message. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: ${expected[name] ?? 'no table'} → ${found[name] ?? 'no table'}`);
}
