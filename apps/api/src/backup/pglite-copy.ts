import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../db/client.js';
import type { Manifest } from './manifest.js';
import { type ProgressListener, tableProgress } from './progress.js';
import { describeDatabase, tableCounts } from './table-counts.js';

/**
 * PGlite writes this file while a process has the data folder open and removes it on close. It
 * does not stop a second process from opening the folder, and two at once damage it, so the
 * scripts refuse while it is there.
 */
function refuseWhileInUse(dataDir: string) {
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    throw new Error(
      `the embedded database in ${dataDir} is in use: stop the server first (after a crash, start and stop it once)`,
    );
  }
}

async function withPglite<T>(pglite: PGlite, work: (db: Db) => Promise<T>): Promise<T> {
  try {
    await pglite.waitReady;
    return await work(drizzle(pglite) as unknown as Db);
  } finally {
    await pglite.close();
  }
}

/** Whether the data folder holds anything (an embedded database is restored into an empty one). */
export async function pgliteHoldsData(dataDir: string): Promise<boolean> {
  const names = await readdir(dataDir).catch(() => []);
  return names.length > 0;
}

/** The data folder as PGlite's own dump (a gzip'd tar of the folder), with the manifest's counts. */
export async function dumpPglite(
  dataDir: string,
  onProgress: ProgressListener,
): Promise<{ database: Manifest['database']; dump: Buffer }> {
  refuseWhileInUse(dataDir);
  if (!(await pgliteHoldsData(dataDir))) throw new Error(`there is no embedded database in ${dataDir}`);
  const pglite = new PGlite(dataDir);
  return withPglite(pglite, async (db) => {
    const { migration, tables } = await describeDatabase(db);
    // the data folder is copied whole, so every table is done at once
    const progress = tableProgress(Object.keys(tables).length, onProgress);
    const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    progress.finish();
    return { database: { kind: 'pglite', migration, tables }, dump };
  });
}

export async function wipePglite(dataDir: string): Promise<void> {
  refuseWhileInUse(dataDir);
  await rm(dataDir, { recursive: true, force: true });
}

/** Unpacks PGlite's dump into the (empty) data folder; returns the rows per table it finds after. */
export async function restorePglite(
  dataDir: string,
  dump: Buffer<ArrayBuffer>,
  tables: number,
  onProgress: ProgressListener,
): Promise<Record<string, number>> {
  refuseWhileInUse(dataDir);
  const progress = tableProgress(tables, onProgress);
  await mkdir(dataDir, { recursive: true });
  const counts = await withPglite(new PGlite(dataDir, { loadDataDir: new Blob([dump]) }), tableCounts);
  progress.finish();
  return counts;
}
