import { join } from 'node:path';
import type { Config } from '../config.js';

/** A database as the backup scripts reach it: by URL, or by the embedded database's data folder. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The database and files folder the server of this configuration uses. */
export function targetsOf(config: Config): { database: DatabaseTarget; filesDir: string } {
  return {
    database: config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
    filesDir: join(config.dataDir, 'files'),
  };
}

export const databaseName = (target: DatabaseTarget) =>
  target.kind === 'postgres' ? 'the PostgreSQL database' : `the embedded database in ${target.dataDir}`;
