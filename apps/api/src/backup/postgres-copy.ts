import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client.js';
import type { Manifest } from './manifest.js';
import { runPgTool } from './pg-tools.js';
import { type ProgressListener, tableProgress } from './progress.js';
import { describeDatabase, tableCounts } from './table-counts.js';

/** The schemas the application's data lives in: its tables, and drizzle's record of migrations. */
const SCHEMAS = ['public', 'drizzle'];

async function withClient<T>(url: string, work: (client: pg.Client, db: Db) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client, drizzle(client) as unknown as Db);
  } finally {
    await client.end();
  }
}

/**
 * Dumps the database with pg_dump into `dumpFile` (its custom format). The counts of the
 * manifest and the dump read the same snapshot: this transaction exports it and pg_dump
 * takes it, so rows written meanwhile are in neither.
 */
export async function dumpPostgres(
  url: string,
  dumpFile: string,
  onProgress: ProgressListener,
): Promise<Manifest['database']> {
  return withClient(url, async (client, db) => {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const { migration, tables } = await describeDatabase(db);
    const progress = tableProgress(Object.keys(tables).length, onProgress);
    await runPgTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]?.snapshot}`,
        `--file=${dumpFile}`,
      ],
      url,
      progress.tableDone,
    );
    progress.finish();
    await client.query('commit');
    return { kind: 'postgres', migration, tables };
  });
}

/** How many tables the application's schemas hold: 0 for a database nothing was restored or migrated into. */
export function postgresTables(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_tables where schemaname = any($1)',
      [SCHEMAS],
    );
    return rows[0]?.n ?? 0;
  });
}

/** Drops the application's schemas with everything in them, leaving public empty as in a new database. */
export function wipePostgres(url: string): Promise<void> {
  return withClient(url, async (client) => {
    await client.query('begin');
    for (const schema of SCHEMAS) await client.query(`drop schema if exists ${schema} cascade`);
    await client.query('create schema public');
    await client.query('commit');
  });
}

/** Restores a pg_dump file in one transaction (all or nothing); returns the rows per table it finds after. */
export async function restorePostgres(
  url: string,
  dumpFile: string,
  tables: number,
  onProgress: ProgressListener,
): Promise<Record<string, number>> {
  const progress = tableProgress(tables, onProgress);
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dumpFile],
    url,
    progress.tableDone,
  );
  progress.finish();
  return withClient(url, (_client, db) => tableCounts(db));
}
