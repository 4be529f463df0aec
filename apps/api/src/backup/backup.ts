import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Storage, StoredObject } from '../lib/storage.js';
import { type TarInput, writeTar } from '../lib/tar.js';
import { APP_VERSION } from '../lib/version.js';
import { ENTRY, type Manifest } from './manifest.js';
import { dumpPglite } from './pglite-copy.js';
import { dumpPostgres } from './postgres-copy.js';
import { ignoreProgress, type ProgressListener } from './progress.js';
import type { DatabaseTarget } from './target.js';
import { privateWorkDir } from './work-dir.js';

export interface BackupOptions {
  database: DatabaseTarget;
  /** the store of the academy's files, on disk or S3: its keys are the archive's names */
  files: Storage;
  /** the .tar.gz to write (readable by its owner only); it must not exist yet */
  archive: string;
  onProgress?: ProgressListener;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

/** A stored file's bytes, failing when it went meanwhile (a person's files erased during the backup). */
async function* storedBytes(files: Storage, key: string): AsyncGenerator<Buffer> {
  const opened = await files.read(key);
  if (!opened) throw new Error(`${key} was removed while it was backed up: run the backup again`);
  yield* opened.stream;
}

async function storedSha256(files: Storage, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of storedBytes(files, key)) hash.update(chunk);
  return hash.digest('hex');
}

/** The database's part of the archive: its dump's entry and the manifest's description of it. */
async function databaseEntry(
  target: DatabaseTarget,
  workDir: string,
  onProgress: ProgressListener,
): Promise<{ database: Manifest['database']; entry: TarInput; sha256: string }> {
  if (target.kind === 'pglite') {
    const { database, dump } = await dumpPglite(target.dataDir, onProgress);
    const sha256 = createHash('sha256').update(dump).digest('hex');
    return { database, entry: { name: ENTRY.pglite, size: dump.length, body: dump }, sha256 };
  }
  const dumpFile = join(workDir, 'academy.pgdump');
  const database = await dumpPostgres(target.url, dumpFile, onProgress);
  const { size } = await stat(dumpFile);
  const entry = { name: ENTRY.postgres, size, body: () => createReadStream(dumpFile) };
  return { database, entry, sha256: await sha256Of(dumpFile) };
}

/**
 * The files' entries. Each file is read twice, for the manifest's checksum (written first) and
 * into the archive, and fails the backup if it changed in between: a restore would refuse it.
 */
function fileEntries(
  store: Storage,
  files: StoredObject[],
  checksums: string[],
  onProgress: ProgressListener,
): TarInput[] {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  let done = 0;
  onProgress({ step: 'files', done, total });
  return files.map((file, index) => ({
    name: ENTRY.filesPrefix + file.key,
    size: file.size,
    body: async function* () {
      const hash = createHash('sha256');
      for await (const chunk of storedBytes(store, file.key)) {
        hash.update(chunk);
        done += chunk.length;
        onProgress({ step: 'files', done, total });
        yield chunk;
      }
      if (hash.digest('hex') !== checksums[index])
        throw new Error(`${file.key} changed while it was backed up`);
    },
  }));
}

/**
 * Writes one archive (tar.gz) of the manifest, the database's dump and the stored files. The
 * database is read first, in one snapshot, then the store: a file uploaded meanwhile is kept
 * without its row, which is harmless, rather than a row without its file. The dump and the
 * unfinished archive stay in a private folder beside the archive (work-dir.ts): the archive
 * appears under its name only once whole, and holds personal data, so only its owner reads it.
 */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const onProgress = options.onProgress ?? ignoreProgress;
  if (existsSync(options.archive)) throw new Error(`${options.archive} exists already`);
  const work = await privateWorkDir(dirname(options.archive), 'backup');
  try {
    const { database, entry, sha256 } = await databaseEntry(options.database, work.path, onProgress);
    const files: StoredObject[] = [];
    for await (const file of options.files.list()) files.push(file);
    const fileChecksums: string[] = [];
    for (const file of files) fileChecksums.push(await storedSha256(options.files, file.key));
    const manifest: Manifest = {
      format: 'academy-backup',
      formatVersion: 2,
      appVersion: APP_VERSION.version,
      appCommit: APP_VERSION.commit,
      createdAt: new Date().toISOString(),
      database,
      files: { count: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) },
      checksums: Object.fromEntries([
        [entry.name, sha256],
        ...files.map((file, index) => [ENTRY.filesPrefix + file.key, fileChecksums[index]]),
      ]),
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const entries: TarInput[] = [
      { name: ENTRY.manifest, size: manifestBytes.length, body: manifestBytes },
      entry,
      ...fileEntries(options.files, files, fileChecksums, onProgress),
    ];
    const partial = join(work.path, 'archive.tar.gz');
    await pipeline(writeTar(entries), createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, options.archive);
    return manifest;
  } finally {
    await work.remove();
  }
}
