import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';

/** The database the server of this environment uses (DATABASE_URL, else PGlite in DATA_DIR). */
export function openConfiguredDatabase(config = loadConfig()): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    namedStatements: config.databaseNamedStatements,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
}

/** A path given on the command line, from where `npm run` was typed rather than the repository's root. */
export function pathFromCommandLine(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

export const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** Runs a script's work: a failure is one line on stderr and exit code 1. */
export async function stopOnFailure(program: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`${program}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
