import { sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_DIR, type Tx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { everMigrated, schemaVersion } from '../db/schema-version.js';
import type { Manifest } from './manifest.js';

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

/** What the manifest says of a database: its schema and its rows per table. Refuses one never migrated. */
export async function describeDatabase(db: Db | Tx): Promise<Omit<Manifest['database'], 'kind'>> {
  if (!(await everMigrated(db))) {
    throw new Error(
      'the database holds no Academy schema yet (it was never migrated): there is nothing to back up',
    );
  }
  const tables = await tableCounts(db);
  const migration = await schemaVersion(db, MIGRATIONS_DIR);
  return { migration: migration as NonNullable<typeof migration>, tables };
}
