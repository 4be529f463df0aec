import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type TarInput, writeTar } from '../lib/tar.js';
import { listFiles, type StoredFile } from './files-folder.js';
import { appVersion, ENTRY, type Manifest } from './manifest.js';
import { dumpPglite } from './pglite-copy.js';
import { dumpPostgres } from './postgres-copy.js';
import { ignoreProgress, type ProgressListener } from './progress.js';
import type { DatabaseTarget } from './target.js';

export interface BackupOptions {
  database: DatabaseTarget;
  filesDir: string;
  /** the .tar.gz to write; it must not exist yet */
  archive: string;
  onProgress?: ProgressListener;
}

/** The database's part of the archive: its dump's entry and the manifest's description of it. */
async function databaseEntry(
  target: DatabaseTarget,
  workDir: string,
  onProgress: ProgressListener,
): Promise<{ database: Manifest['database']; entry: TarInput }> {
  if (target.kind === 'pglite') {
    const { database, dump } = await dumpPglite(target.dataDir, onProgress);
    return { database, entry: { name: ENTRY.pglite, size: dump.length, body: dump } };
  }
  const dumpFile = join(workDir, 'academy.pgdump');
  const database = await dumpPostgres(target.url, dumpFile, onProgress);
  const { size } = await stat(dumpFile);
  return { database, entry: { name: ENTRY.postgres, size, body: () => createReadStream(dumpFile) } };
}

function fileEntries(files: StoredFile[], onProgress: ProgressListener): TarInput[] {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  let done = 0;
  onProgress({ step: 'files', done, total });
  return files.map((file) => ({
    name: ENTRY.filesPrefix + file.key,
    size: file.size,
    body: async function* () {
      for await (const chunk of createReadStream(file.path)) {
        done += chunk.length;
        onProgress({ step: 'files', done, total });
        yield chunk as Buffer;
      }
    },
  }));
}

/**
 * Writes one archive (tar.gz) of the manifest, the database's dump and the files folder. The
 * database is read first, in one snapshot, then the folder: a file uploaded meanwhile is kept
 * without its row, which is harmless, rather than a row without its file. The archive appears
 * under its name only once whole.
 */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const onProgress = options.onProgress ?? ignoreProgress;
  const partial = `${options.archive}.partial`;
  for (const path of [options.archive, partial]) {
    if (existsSync(path)) throw new Error(`${path} exists already`);
  }
  const workDir = await mkdtemp(join(tmpdir(), 'academy-backup-'));
  try {
    const { database, entry } = await databaseEntry(options.database, workDir, onProgress);
    const files = await listFiles(options.filesDir);
    const manifest: Manifest = {
      format: 'academy-backup',
      formatVersion: 1,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database,
      files: { count: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) },
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const entries: TarInput[] = [
      { name: ENTRY.manifest, size: manifestBytes.length, body: manifestBytes },
      entry,
      ...fileEntries(files, onProgress),
    ];
    await pipeline(writeTar(entries), createGzip(), createWriteStream(partial, { flags: 'wx' }));
    await rename(partial, options.archive);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
