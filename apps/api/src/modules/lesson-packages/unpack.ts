import type { Readable } from 'node:stream';
import type { ZipFile } from 'yauzl';
import type { Storage } from '../../lib/storage.js';
import { PackageRefused } from './package-refused.js';
import type { PackageFile } from './zip-listing.js';

/** A package's file as stored: the path the package asks for, and the key of our own its bytes are under. */
export interface UnpackedFile {
  path: string;
  key: string;
  size: number;
}

/**
 * Files up to this size are stored a few at a time; a larger one alone, as the S3 driver holds
 * several 5 MB parts of each upload in memory while it sends them.
 */
const SMALL_FILE_BYTES = 5 * 1024 * 1024;
const SMALL_FILES_AT_ONCE = 4;

/** Runs `work` on each item, `atOnce` at a time; after a failure starts no more, and fails once all have ended. */
async function eachAtOnce<T>(items: readonly T[], atOnce: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  const failure = ended.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** One file's bytes streamed from the zip into the store; bytes that are not what its header says refuse the package. */
async function storeFile(storage: Storage, archive: ZipFile, file: PackageFile, key: string) {
  let source: Readable;
  try {
    source = await archive.openReadStreamPromise(file.entry);
  } catch {
    throw new PackageRefused('package.notZip', file.path);
  }
  // yauzl fails the stream when the bytes do not inflate or pass the entry's declared size
  let broken = false;
  source.once('error', () => {
    broken = true;
  });
  try {
    await storage.put(key, source);
  } catch (error) {
    throw broken ? new PackageRefused('package.notZip', file.path) : error;
  }
}

/**
 * Streams every file of a checked package from its zip into the store, each under a key of ours,
 * `packages/<packageId>/<n>` (a package's paths may hold any character our keys refuse), never
 * holding a file in memory. `stored` receives each key before its bytes are sent, so that the
 * caller can remove what a failure left; once this fails, no write is still under way.
 */
export async function unpackFiles(
  storage: Storage,
  archive: ZipFile,
  packageId: string,
  files: readonly PackageFile[],
  stored: string[],
): Promise<UnpackedFile[]> {
  const unpacked = files.map((file, n) => ({ file, key: `packages/${packageId}/${n}` }));
  const put = async ({ file, key }: (typeof unpacked)[number]) => {
    stored.push(key);
    await storeFile(storage, archive, file, key);
  };
  await eachAtOnce(
    unpacked.filter(({ file }) => file.size <= SMALL_FILE_BYTES),
    SMALL_FILES_AT_ONCE,
    put,
  );
  await eachAtOnce(
    unpacked.filter(({ file }) => file.size > SMALL_FILE_BYTES),
    1,
    put,
  );
  return unpacked.map(({ file, key }) => ({ path: file.path, key, size: file.size }));
}
