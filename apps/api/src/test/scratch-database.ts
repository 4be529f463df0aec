import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../backup/target.js';
import { type Database, openDatabase } from '../db/client.js';

/**
 * A database of the kind under test that the backup scripts reach as the server would, by URL
 * or by data folder, with its own files folder; unlike createTestApp's copies, a test may
 * wipe it, restore into it and migrate it step by step.
 */
export interface ScratchDatabase {
  target: DatabaseTarget;
  filesDir: string;
  /** what a server or a command started in a process of its own is given to use it: DATABASE_URL and DATA_DIR */
  environment: { DATABASE_URL: string; DATA_DIR: string };
  /** opens it as the server does; an empty one starts as a new server's would (no tables) */
  open(): Promise<Database>;
  /** back to nothing: an empty database, no data folder, an empty files folder */
  wipe(): Promise<void>;
  drop(): Promise<void>;
}

let blankCluster: Promise<Blob> | undefined;
/** A new PGlite cluster as a dump: loading it is several times faster than PGlite's initdb. */
function blankPglite(): Promise<Blob> {
  blankCluster ??= (async () => {
    const pglite = new PGlite();
    // dumping before it is ready never ends
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    return dump;
  })();
  return blankCluster;
}

async function pgliteScratch(
  start: 'empty' | 'migrated',
  dump: string,
  root: string,
): Promise<ScratchDatabase> {
  const dataDir = join(root, 'pglite');
  const filesDir = join(root, 'files');
  await mkdir(filesDir);
  const isEmpty = async () => (await readdir(dataDir).catch(() => [])).length === 0;
  const load = async (seed: Blob) => {
    await mkdir(dataDir, { recursive: true });
    return new PGlite(dataDir, { loadDataDir: seed });
  };
  if (start === 'migrated') await (await load(new Blob([await readFile(dump)]))).close();
  return {
    target: { kind: 'pglite', dataDir },
    filesDir,
    environment: { DATABASE_URL: '', DATA_DIR: root },
    open: async () =>
      openDatabase({ pglite: (await isEmpty()) ? await load(await blankPglite()) : new PGlite(dataDir) }),
    async wipe() {
      await rm(dataDir, { recursive: true, force: true });
      await rm(filesDir, { recursive: true, force: true });
      await mkdir(filesDir);
    },
    drop: () => rm(root, { recursive: true, force: true }),
  };
}

async function postgresScratch(
  start: 'empty' | 'migrated',
  test: { serverUrl: string; template: string; copyPrefix: string },
  root: string,
): Promise<ScratchDatabase> {
  const name = `${test.copyPrefix}scratch_${randomBytes(6).toString('hex')}`;
  const url = new URL(test.serverUrl);
  url.pathname = `/${name}`;
  const onServer = async (...statements: string[]) => {
    const admin = new pg.Client({ connectionString: test.serverUrl });
    await admin.connect();
    try {
      for (const statement of statements) await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name} template ${start === 'migrated' ? test.template : 'template0'}`);
  const filesDir = join(root, 'files');
  await mkdir(filesDir);
  return {
    target: { kind: 'postgres', url: url.toString() },
    filesDir,
    environment: { DATABASE_URL: url.toString(), DATA_DIR: root },
    open: () => openDatabase({ url: url.toString() }),
    async wipe() {
      await onServer(`drop database ${name} with (force)`, `create database ${name} template template0`);
      await rm(filesDir, { recursive: true, force: true });
      await mkdir(filesDir);
    },
    async drop() {
      await onServer(`drop database if exists ${name} with (force)`);
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** An empty database, or one migrated with the essentials seeded like createTestApp's. */
export async function scratchDatabase(start: 'empty' | 'migrated'): Promise<ScratchDatabase> {
  const test = inject('testDatabase');
  const root = await mkdtemp(join(tmpdir(), 'academy-scratch-'));
  return test.kind === 'pglite' ? pgliteScratch(start, test.dump, root) : postgresScratch(start, test, root);
}
