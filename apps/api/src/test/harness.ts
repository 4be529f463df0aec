import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase, poolOf } from '../db/client.js';
import type { AppDeps } from '../lib/deps.js';
import { createMailer } from '../lib/mail.js';
import { createSecrets } from '../lib/secrets.js';
import { createDiskStorage, type Storage } from '../lib/storage.js';

const READS_SETTINGS = /^select .* from "settings"/;

/** Counts the SQL statements sent, so tests can bound the queries of a list. */
export class QueryCounter {
  private readonly sent: string[] = [];
  get count() {
    return this.sent.length;
  }
  logQuery(query: string) {
    this.sent.push(query);
  }
  /**
   * The statements `work` sent for itself: the read of the maintenance flag is left out, as it
   * happens at most once a second whatever the request, so a count would depend on the clock.
   */
  async measure<T>(work: () => Promise<T>): Promise<{ result: T; queries: number; statements: string[] }> {
    const before = this.sent.length;
    const result = await work();
    const sent = this.sent.slice(before).filter((query) => !READS_SETTINGS.test(query));
    return { result, queries: sent.length, statements: sent };
  }
}

/** A fresh copy of the migrated test database, on PGlite or on the PostgreSQL server under test. */
async function openTestDatabase(logger: QueryCounter): Promise<Database & { drop(): Promise<void> }> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const dump = new Blob([await readFile(target.dump)]);
    const database = await openDatabase({ pglite: new PGlite({ loadDataDir: dump }), logger });
    return { ...database, drop: async () => {} };
  }
  const name = `${target.copyPrefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${target.template}`);
  await admin.end();
  const url = new URL(target.serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), logger });
  return {
    ...database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: target.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  queries: QueryCounter;
  close(): Promise<void>;
}

/**
 * The real app on a database and files folder (or store) the caller owns: its close() stops the
 * app and leaves both. Tests that need a database of their own (backups, upgrades) build on it.
 */
export async function appOn(
  database: Database,
  files: string | Storage,
  overrides: Partial<Config> = {},
  queries = new QueryCounter(),
): Promise<TestApp> {
  // tests read afresh what they just wrote: a test of the report cache turns it on itself
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REPORT_CACHE_SECONDS: '0' }),
    ...overrides,
  };
  const deps: AppDeps = {
    config,
    db: database.db,
    mailer: createMailer(database.db, { from: config.mailFrom }),
    storage: typeof files === 'string' ? createDiskStorage(files) : files,
    secrets: createSecrets({ current: randomBytes(32), previous: [] }),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    queries,
    async close() {
      await app.close();
      // mail sent after an answer must not outlive the database it records into
      await deps.mailer.settled();
    },
  };
}

/**
 * The real app on a fresh database copy; call once per test file (beforeAll) and close it after.
 * Its files go to a fresh folder, or to the store given.
 */
export async function createTestApp(overrides: Partial<Config> = {}, storage?: Storage): Promise<TestApp> {
  const queries = new QueryCounter();
  const database = await openTestDatabase(queries);
  const filesDir = await mkdtemp(join(tmpdir(), 'academy-files-'));
  const t = await appOn(database, storage ?? filesDir, overrides, queries);
  return {
    ...t,
    async close() {
      await t.close();
      await database.close();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second connection pool to the PostgreSQL database of `t`, as another instance of the server
 * would have: for tests of writes made at once from two places (PGlite has one connection).
 */
export async function secondConnectionTo(t: TestApp): Promise<Database> {
  const url = poolOf(t.deps.db)?.options.connectionString;
  if (!url) throw new Error('no PostgreSQL address');
  return openDatabase({ url });
}

/**
 * A suite of writes made at once from two connections, as two instances would make them: run on
 * PostgreSQL, skipped on PGlite (one connection). `body` reads the test app and a second
 * connection to its database through `connections`, opened before its tests and closed after.
 */
export function describeOnTwoConnections(
  title: string,
  body: (connections: () => { t: TestApp; second: Database }) => void,
) {
  describe.skipIf(inject('testDatabase').kind !== 'postgres')(
    `${title} (PostgreSQL only: PGlite has one connection)`,
    () => {
      let t: TestApp;
      let second: Database;
      beforeAll(async () => {
        t = await createTestApp();
        second = await secondConnectionTo(t);
      });
      afterAll(async () => {
        await second?.close();
        await t?.close();
      });
      body(() => ({ t, second }));
    },
  );
}
