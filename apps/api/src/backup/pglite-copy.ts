import { mkdir, readdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../db/client.js';
import { holdPgliteFolder } from '../db/pglite-lock.js';
import type { Manifest } from './manifest.js';
import { type ProgressListener, tableProgress } from './progress.js';
import { describeDatabase, tableCounts } from './table-counts.js';

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
  if (!(await pgliteHoldsData(dataDir))) throw new Error(`there is no embedded database in ${dataDir}`);
  const hold = await holdPgliteFolder(dataDir);
  const pglite = new PGlite(dataDir);
  return withPglite(pglite, async (db) => {
    const { migration, tables } = await describeDatabase(db);
    // the data folder is copied whole, so every table is done at once
    const progress = tableProgress(Object.keys(tables).length, onProgress);
    const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    progress.finish();
    return { database: { kind: 'pglite' as const, migration, tables }, dump };
  }).finally(() => hold.release());
}

/** Unpacks PGlite's dump into a new data folder; returns the rows per table it finds after. */
export async function restorePglite(
  dataDir: string,
  dump: Buffer<ArrayBuffer>,
  tables: number,
  onProgress: ProgressListener,
): Promise<Record<string, number>> {
  const progress = tableProgress(tables, onProgress);
  await mkdir(dataDir, { recursive: true });
  const counts = await withPglite(new PGlite(dataDir, { loadDataDir: new Blob([dump]) }), tableCounts);
  progress.finish();
  return counts;
}
