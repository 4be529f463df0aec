import { join } from 'node:path';
import type { Config } from '../config.js';
import { configuredStorage, type Storage } from '../lib/storage.js';

/** A database as the backup scripts reach it: by URL, or by the embedded database's data folder. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The database and files' store the server of this configuration uses, and its data folder. */
export async function targetsOf(
  config: Config,
): Promise<{ database: DatabaseTarget; files: Storage; workDir: string }> {
  return {
    database: config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
    files: await configuredStorage(config),
    workDir: config.dataDir,
  };
}

export const databaseName = (target: DatabaseTarget) =>
  target.kind === 'postgres' ? 'the PostgreSQL database' : `the embedded database in ${target.dataDir}`;
