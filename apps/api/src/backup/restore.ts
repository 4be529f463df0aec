import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MIGRATIONS_DIR } from '../db/client.js';
import { holdPgliteFolder } from '../db/pglite-lock.js';
import { shippedMigrations } from '../db/schema-version.js';
import { isSafeKey, type Storage } from '../lib/storage.js';
import { APP_VERSION, versionText } from '../lib/version.js';
import { ArchiveError, readArchive } from './archive-reader.js';
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
  /** the store of the academy's files, on disk or S3 */
  files: Storage;
  /** the server's data folder (DATA_DIR), where the database is staged before it moves into place */
  workDir: string;
  /** replace what the database and the files' store hold; without it, both must be empty */
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

/** Every key the store holds now. */
async function keysOf(files: Storage): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const object of files.list()) keys.add(object.key);
  return keys;
}

/** A file of the archive is drained to be checked, and refused when its name could not be a key. */
async function checkFile(key: string, body: AsyncIterable<Buffer>) {
  if (!isSafeKey(key))
    throw new ArchiveError(
      `the archive holds a file named ${JSON.stringify(key)}, which cannot be restored safely`,
    );
  await drain(key, body);
}

/** The body as it is read, counting its bytes into the progress. */
async function* counted(body: AsyncIterable<Buffer>, count: (bytes: number) => void) {
  for await (const chunk of body) {
    count(chunk.length);
    yield chunk;
  }
}

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

/**
 * What the targets hold: whether the database holds something, and the store's keys; refuses,
 * before anything is written, a target that is not empty without --force, and an embedded
 * database's folder that cannot be replaced by a move.
 */
async function checkTargets(options: RestoreOptions): Promise<{ databaseHolds: boolean; keys: Set<string> }> {
  const { database, files } = options;
  const databaseHolds =
    database.kind === 'postgres'
      ? (await postgresTables(database.url)) > 0
      : await pgliteHoldsData(database.dataDir);
  const keys = await keysOf(files);
  if (!options.force && (databaseHolds || keys.size > 0)) {
    const full = [
      databaseHolds && `${databaseName(database)} is not empty`,
      keys.size > 0 && `${files.name} holds files`,
    ];
    throw new Error(
      `${full.filter(Boolean).join(' and ')}: restore into an empty database and files store, or add --force to replace what they hold`,
    );
  }
  if (database.kind === 'pglite') {
    const folder = database.dataDir;
    const [own, parent] = await Promise.all([stat(folder).catch(() => undefined), stat(dirname(folder))]);
    if (own && own.dev !== parent.dev) {
      throw new Error(
        `${folder} is a mount point: a restore moves a new folder into its place, so it must be on the file system of ${dirname(folder)}`,
      );
    }
  }
  return { databaseHolds, keys };
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
 * targets with it; nothing is written before both pass. Then each file is put in the store (disk
 * or S3: a key appears only once whole), the embedded database is unpacked into a private work
 * folder and checked against the manifest, and PostgreSQL is restored in one transaction that ends
 * with the same check; only then does the database move into place, and with --force the files the
 * backup does not hold leave the store. A failure before the database changed removes the files it
 * added and leaves the database as it was, and says so (with --force, a file the store held under
 * the same key holds the backup's bytes: keys are made of ids, so they are the same file). An older
 * backup is restored as it was; the next start (or `npm run migrate`) brings its schema up to date.
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
  const { database, files } = options;
  let changed = false;
  const added: string[] = [];
  await mkdir(options.workDir, { recursive: true });
  const work = await privateWorkDir(options.workDir, 'restore', putBackPrevious);
  try {
    let databaseHolds = false;
    let keysBefore = new Set<string>();
    const manifest = await readArchive(options.archive, {
      manifest: async (read) => {
        checkCompatible(read, database);
        ({ databaseHolds, keys: keysBefore } = await checkTargets(options));
      },
      database: drain,
      file: checkFile,
    });

    const stagedDatabase = join(work.path, database.kind === 'pglite' ? 'pglite' : 'academy.pgdump');
    const restored = new Set<string>();
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
        if (!keysBefore.has(key)) added.push(key);
        const bytesOf = counted(body, (length) => {
          bytes += length;
          onProgress({ step: 'files', done: bytes, total: manifest.files.bytes });
        });
        await files.put(key, Readable.from(bytesOf));
        restored.add(key);
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
    for (const key of keysBefore) if (!restored.has(key)) await files.remove(key);
    return manifest;
  } catch (error) {
    if (!changed) {
      for (const key of added) await files.remove(key).catch(() => {});
      if (error instanceof Error) error.message = `${error.message}; nothing was changed`;
    }
    throw error;
  } finally {
    await work.remove();
  }
}
