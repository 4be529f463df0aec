import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiPath } from '../lib/api-root.js';
import { migrateWhenBehind } from './migrate.js';
import { namingClient, statementNamer } from './named-statements.js';
import { holdPgliteFolder } from './pglite-lock.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** brings the schema to the latest migration; one query when it is there already */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The checked-in migrations, read by tests (src), the built modules (dist) and the bundled server alike. */
export const MIGRATIONS_DIR = apiPath('src/db/migrations');

export interface DatabaseOptions {
  /** postgres://... or undefined for PGlite */
  url?: string;
  /** PostgreSQL: name the statements that come again, so each is prepared once per connection (default true) */
  namedStatements?: boolean;
  /** PGlite data directory; undefined keeps PGlite in memory */
  pgliteDir?: string;
  /** how long to wait for another process to let the PGlite data directory go (default 0: refuse at once) */
  pgliteWaitMs?: number;
  /** an existing PGlite (tests hand in a clone of a migrated template) */
  pglite?: PGlite;
  logger?: Logger;
  /** how long a request waits for a PostgreSQL connection before it fails (503) */
  connectTimeoutMs?: number;
  /** PostgreSQL: the most connections the pool opens (default 10) */
  poolSize?: number;
}

/** The pg pool behind a PostgreSQL `Db`, for its gauges; undefined on PGlite, which has no pool. */
export function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** The PGlite behind a `Db` (the job queue runs on its one connection); undefined on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A server that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      // notices a connection the network dropped without a word
      keepAlive: true,
      // the statements run again and again are parsed and planned once per connection
      Client: options.namedStatements === false ? pg.Client : namingClient(statementNamer()),
    });
    // An idle client's error would otherwise crash the process. The pool drops a broken client
    // and opens new ones on demand, so it recovers by itself when the server is back.
    pool.on('error', () => {});
    // PostgreSQL's JIT compiles a statement its planner thinks costly, which costs a second of CPU
    // for statements that run in milliseconds (a report's counts per course, decision 0034); the
    // SET is sent before any query on the new connection.
    pool.on('connect', (client) => {
      client.query('set jit = off').catch(() => {});
    });
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        migrateWhenBehind(
          db,
          MIGRATIONS_DIR,
          () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
          pool,
        ),
      close: () => pool.end(),
    };
  }
  // one process at a time in a data directory: PGlite itself does not prevent a second (decision 0018)
  const hold = options.pgliteDir
    ? await holdPgliteFolder(options.pgliteDir, { waitMs: options.pgliteWaitMs })
    : undefined;
  const client = options.pglite ?? new PGlite(options.pgliteDir);
  await client.waitReady.catch(async (error: unknown) => {
    await hold?.release();
    throw error;
  });
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migrateWhenBehind(db, MIGRATIONS_DIR, () =>
        migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ),
    // closing twice (a shutdown after a test closed it) is harmless
    close: async () => {
      if (!client.closed) await client.close();
      await hold?.release();
    },
  };
}
