import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client.js';
import type { Manifest } from './manifest.js';
import { runPgTool, startPgTool } from './pg-tools.js';
import { type ProgressListener, tableProgress } from './progress.js';
import { describeDatabase } from './table-counts.js';

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
        // the job queue's schema (lib/jobs.ts) holds runs and schedules, made again by the next start
        '--exclude-schema=pgboss',
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

/** The application's schemas dropped, and public made anew as in a new database: the start of a replacing restore. */
const WIPE = `${SCHEMAS.map((schema) => `drop schema if exists ${schema} cascade;`).join(' ')} create schema public;`;

/**
 * A statement that fails, and so undoes the restore's transaction, unless the application's
 * tables are those the manifest counts, each with its number of rows. The names are the
 * manifest's, which its schema holds to lowercase letters, digits and '_'.
 */
function countCheck(tables: Record<string, number>): string {
  const names = Object.keys(tables);
  const each = Object.entries(tables).map(
    ([name, rows]) =>
      `select count(*) into found from public."${name}"; ` +
      `if found <> ${rows} then raise exception 'the table ${name} holds % rows where the manifest counts ${rows}', found; end if;`,
  );
  return `do $check$ declare found bigint; begin
select count(*) into found from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE';
if found <> ${names.length} then raise exception 'the restored database has % tables where the manifest counts ${names.length}', found; end if;
${each.join('\n')}
end $check$;`;
}

/**
 * Restores a pg_dump file in one transaction: pg_restore turns it into SQL, which psql runs with
 * --single-transaction after dropping what the database held (when `replace`) and before
 * checking every table's rows against the manifest. Any failure, the check's included, leaves
 * the database as it was.
 */
export async function restorePostgres(
  url: string,
  dumpFile: string,
  tables: Record<string, number>,
  replace: boolean,
  onProgress: ProgressListener,
): Promise<void> {
  const progress = tableProgress(Object.keys(tables).length, onProgress);
  const script = startPgTool('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
    onTable: progress.tableDone,
    pipeOutput: true,
  });
  const run = startPgTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      ...(replace ? [`--command=${WIPE}`] : []),
      '--file=-',
      `--command=${countCheck(tables)}`,
    ],
    { url, input: script.stdout ?? undefined },
  );
  // psql's failure is the one to tell (pg_restore then fails too, writing into a closed pipe)
  const [restored, converted] = await Promise.allSettled([run.done, script.done]);
  const failures = [restored, converted].flatMap((result) =>
    result.status === 'rejected' ? [(result.reason as Error).message] : [],
  );
  if (failures.length > 0) throw new Error(failures.join('; '));
  progress.finish();
}
