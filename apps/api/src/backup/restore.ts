import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MIGRATIONS_DIR } from '../db/client.js';
import { holdPgliteFolder } from '../db/pglite-lock.js';
import { shippedMigrations } from '../db/schema-version.js';
import { APP_VERSION, versionText } from '../lib/version.js';
import { readArchive } from './archive-reader.js';
import { folderHoldsFiles, restoreFile } from './files-folder.js';
import type { Manifest } from './manifest.js';
import { pgliteHoldsData, restorePglite } from './pglite-copy.js';
import { postgresTables, restorePostgres } from './postgres-copy.js';
import { ignoreProgress, type ProgressListener } from './progress.js';
import { countDifferences } from './table-counts.js';
import { type DatabaseTarget, databaseName } from './target.js';
import { privateWorkDir } from './work-dir.js';

export interface RestoreOptions {
  archive: string;
  database: DatabaseTarget;
  filesDir: string;
  /** replace what the database and the files folder hold; without it, both must be empty */
  force?: boolean;
  onProgress?: ProgressListener;
}

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const drain = async (_name: string, body: AsyncIterable<Buffer>) => {
  for await (const _ of body) {
    // read only to be checked
  }
};

/** Refuses a backup this version cannot bring back: another kind of database, or a newer schema. */
function checkCompatible(manifest: Manifest, target: DatabaseTarget) {
  if (manifest.database.kind !== target.kind) {
    const kinds = { postgres: 'a PostgreSQL database', pglite: 'the embedded database (PGlite)' };
    throw new Error(
      `the backup holds ${kinds[manifest.database.kind]} and this configuration uses ${kinds[target.kind]}: ` +
        (manifest.database.kind === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL') +
        ' to restore it',
    );
  }
  const migration = manifest.database.migration;
  if (!shippedMigrations(MIGRATIONS_DIR).some((shipped) => shipped.when === migration.when)) {
    throw new Error(
      `the backup's schema (${migration.tag ?? 'a migration of'} ${new Date(migration.when).toISOString()}) is newer than this version of Academy: restore it with the version that made it (${versionText({ version: manifest.appVersion, commit: manifest.appCommit })}) or a newer one, not ${versionText(APP_VERSION)}`,
    );
  }
}

/** The folders a restore replaces by moving new ones into their place: the files folder, and the embedded database's. */
const foldersOf = (options: RestoreOptions) =>
  options.database.kind === 'pglite' ? [options.database.dataDir, options.filesDir] : [options.filesDir];

/**
 * Whether the database already holds something; refuses, before anything is written, a target
 * that is not empty without --force, and a folder that cannot be replaced by a move.
 */
async function checkTargets(options: RestoreOptions): Promise<{ databaseHolds: boolean }> {
  const { database, filesDir } = options;
  const databaseHolds =
    database.kind === 'postgres'
      ? (await postgresTables(database.url)) > 0
      : await pgliteHoldsData(database.dataDir);
  const folderHolds = await folderHoldsFiles(filesDir);
  if (!options.force && (databaseHolds || folderHolds)) {
    const full = [
      databaseHolds && `${databaseName(database)} is not empty`,
      folderHolds && `${filesDir} holds files`,
    ];
    throw new Error(
      `${full.filter(Boolean).join(' and ')}: restore into an empty database and files folder, or add --force to replace what they hold`,
    );
  }
  for (const folder of foldersOf(options)) {
    const [own, parent] = await Promise.all([stat(folder).catch(() => undefined), stat(dirname(folder))]);
    if (own && own.dev !== parent.dev) {
      throw new Error(
        `${folder} is a mount point: a restore moves a new folder into its place, so it must be on the file system of ${dirname(folder)}`,
      );
    }
  }
  return { databaseHolds };
}

/**
 * Puts the staged folder in the target's place: the target (if any) moves into the work folder
 * first, and goes when the work folder does. Two renames on one file system.
 */
async function moveIntoPlace(staged: string, target: string, workDir: string) {
  if (existsSync(target)) await rename(target, join(workDir, `previous-${basename(target)}`));
  await rename(staged, target);
}

/**
 * After a restore killed between the two renames of moveIntoPlace, the target is missing and
 * its previous content waits in the dead restore's work folder: it goes back in its place.
 */
async function putBackPrevious(leftover: string) {
  const parent = dirname(leftover);
  for (const name of await readdir(leftover).catch((): string[] => [])) {
    if (!name.startsWith('previous-')) continue;
    const target = join(parent, name.slice('previous-'.length));
    if (!existsSync(target)) await rename(join(leftover, name), target);
  }
}

/**
 * Brings a backup back. The whole archive is read and checked first (archive-reader.ts) and the
 * targets with it; nothing is written before both pass. Then the files, and the embedded
 * database, are unpacked into a private work folder beside them and checked against the manifest,
 * and PostgreSQL is restored in one transaction that ends with the same check; only then do the
 * new folders move into place. A failure before that point leaves the targets as they were, and
 * says so. An older backup is restored as it was; the next start (or `npm run migrate`) brings
 * its schema up to date.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const hold =
    options.database.kind === 'pglite' ? await holdPgliteFolder(options.database.dataDir) : undefined;
  try {
    return await restoreHeld(options);
  } finally {
    await hold?.release();
  }
}

async function restoreHeld(options: RestoreOptions): Promise<Manifest> {
  const onProgress = options.onProgress ?? ignoreProgress;
  const { database, filesDir } = options;
  let changed = false;
  await mkdir(filesDir, { recursive: true });
  const work = await privateWorkDir(dirname(filesDir), 'restore', putBackPrevious);
  try {
    let databaseHolds = false;
    const manifest = await readArchive(options.archive, {
      manifest: async (read) => {
        checkCompatible(read, database);
        ({ databaseHolds } = await checkTargets(options));
      },
      database: drain,
      file: drain,
    });

    const stagedFiles = join(work.path, 'files');
    const stagedDatabase = join(work.path, database.kind === 'pglite' ? 'pglite' : 'academy.pgdump');
    await mkdir(stagedFiles);
    let bytes = 0;
    await readArchive(options.archive, {
      manifest: async (again) => {
        if (JSON.stringify(again) !== JSON.stringify(manifest))
          throw new Error('the archive changed while it was read');
      },
      database: async (_name, body) => {
        if (database.kind === 'postgres') {
          await pipeline(
            Readable.from(body),
            createWriteStream(stagedDatabase, { flags: 'wx', mode: 0o600 }),
          );
          return;
        }
        const tables = Object.keys(manifest.database.tables).length;
        const counts = await restorePglite(stagedDatabase, await collect(body), tables, onProgress);
        const wrong = countDifferences(manifest.database.tables, counts);
        if (wrong.length > 0)
          throw new Error(`the restored database differs from the manifest (${wrong.join(', ')})`);
      },
      file: async (key, body) => {
        await restoreFile(stagedFiles, key, body);
        bytes += (await stat(join(stagedFiles, ...key.split('/')))).size;
        onProgress({ step: 'files', done: bytes, total: manifest.files.bytes });
      },
    });
    onProgress({ step: 'files', done: manifest.files.bytes, total: manifest.files.bytes });

    if (database.kind === 'postgres') {
      await restorePostgres(
        database.url,
        stagedDatabase,
        manifest.database.tables,
        databaseHolds,
        onProgress,
      );
      changed = true;
    } else {
      changed = true;
      await moveIntoPlace(stagedDatabase, database.dataDir, work.path);
    }
    await moveIntoPlace(stagedFiles, filesDir, work.path);
    return manifest;
  } catch (error) {
    if (!changed && error instanceof Error) error.message = `${error.message}; nothing was changed`;
    throw error;
  } finally {
    await work.remove();
  }
}
