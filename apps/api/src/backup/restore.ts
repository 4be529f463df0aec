import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { MIGRATIONS_DIR } from '../db/client.js';
import { holdPgliteFolder } from '../db/pglite-lock.js';
import { shippedMigrations } from '../db/schema-version.js';
import { readTar, type TarEntry } from '../lib/tar.js';
import { APP_VERSION, versionText } from '../lib/version.js';
import { emptyFolder, folderHoldsFiles, restoreFile } from './files-folder.js';
import { ENTRY, type Manifest, parseManifest } from './manifest.js';
import { pgliteHoldsData, restorePglite, wipePglite } from './pglite-copy.js';
import { postgresTables, restorePostgres, wipePostgres } from './postgres-copy.js';
import { ignoreProgress, type ProgressListener } from './progress.js';
import { countDifferences } from './table-counts.js';
import { type DatabaseTarget, databaseName } from './target.js';

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

/** Empty targets, or emptied ones when told to replace them; refuses otherwise, before writing anything. */
async function prepareTargets(options: RestoreOptions) {
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
  // an empty target is left as it is: a new database's public schema keeps its owner and grants
  if (databaseHolds && database.kind === 'postgres') await wipePostgres(database.url);
  if (databaseHolds && database.kind === 'pglite') await wipePglite(database.dataDir);
  if (folderHolds) await emptyFolder(filesDir);
}

async function restoreDatabase(
  entry: TarEntry,
  options: RestoreOptions,
  manifest: Manifest,
  onProgress: ProgressListener,
) {
  const { database } = options;
  const tables = Object.keys(manifest.database.tables).length;
  if (database.kind === 'pglite') {
    if (entry.name !== ENTRY.pglite) throw new Error(`expected ${ENTRY.pglite}, found ${entry.name}`);
    return restorePglite(database.dataDir, await collect(entry.body), tables, onProgress);
  }
  if (entry.name !== ENTRY.postgres) throw new Error(`expected ${ENTRY.postgres}, found ${entry.name}`);
  // pg_restore reads its custom format from a file it can seek in
  const workDir = await mkdtemp(join(tmpdir(), 'academy-restore-'));
  try {
    const dumpFile = join(workDir, 'academy.pgdump');
    await pipeline(Readable.from(entry.body), createWriteStream(dumpFile));
    return await restorePostgres(database.url, dumpFile, tables, onProgress);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into an empty database and files folder, then checks that every table
 * holds the rows and the folder the files the manifest counted. An older backup is restored as
 * it was; the next start (or `npm run migrate`) brings its schema up to date.
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
  let manifest: Manifest | undefined;
  const unpacked = pipeline(
    createReadStream(options.archive),
    createGunzip(),
    async (source: AsyncIterable<Buffer>) => {
      const entries = readTar(source);
      const first = (await entries.next()).value;
      if (!first || first.name !== ENTRY.manifest) throw new Error('it does not start with manifest.json');
      const read = parseManifest(await collect(first.body));
      manifest = read;
      checkCompatible(read, options.database);
      await prepareTargets(options);

      const databaseEntry = (await entries.next()).value;
      if (!databaseEntry) throw new Error('the archive ends before its database');
      const counts = await restoreDatabase(databaseEntry, options, read, onProgress);
      const wrong = countDifferences(read.database.tables, counts);
      if (wrong.length > 0)
        throw new Error(`the restored database differs from the manifest (${wrong.join(', ')})`);

      let files = 0;
      let bytes = 0;
      onProgress({ step: 'files', done: 0, total: read.files.bytes });
      for await (const entry of entries) {
        if (!entry.name.startsWith(ENTRY.filesPrefix))
          throw new Error(`unexpected ${entry.name} in the archive`);
        await restoreFile(options.filesDir, entry.name.slice(ENTRY.filesPrefix.length), entry.body);
        files += 1;
        bytes += entry.size;
        onProgress({ step: 'files', done: bytes, total: read.files.bytes });
      }
      if (files !== read.files.count || bytes !== read.files.bytes) {
        throw new Error(
          `the archive holds ${files} files of ${bytes} bytes where its manifest counts ${read.files.count} of ${read.files.bytes}`,
        );
      }
    },
  );
  await unpacked.catch((error: NodeJS.ErrnoException) => {
    if (error.code?.startsWith('Z_'))
      throw new Error(`it is not a backup archive (a .tar.gz): ${error.message}`);
    throw error;
  });
  return manifest as Manifest;
}
