import { posix } from 'node:path';
import { type Entry, openPromise, type ZipFile } from 'yauzl';
import { PackageRefused } from './package-refused.js';

/** The limits a package's zip must keep: against zip bombs and packages that are not lessons. */
export const PACKAGE_LIMITS = {
  entries: 10_000,
  /** all its files, unpacked */
  unpackedBytes: 600 * 1024 * 1024,
  /** unpacked over packed, for an entry large enough to matter */
  ratio: 200,
  ratioFromBytes: 1024 * 1024,
};

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** A file of the package: its path inside it (forward slashes, no leading slash) and its size. */
export interface PackageFile {
  path: string;
  size: number;
  entry: Entry;
}

/** A path inside the package, or null when it would leave it (absolute, `..`, a drive, a backslash). */
export function insidePath(name: string): string | null {
  if (name.includes('\\') || name.includes('\0') || /^[a-z]:/i.test(name) || name.startsWith('/'))
    return null;
  const normal = posix.normalize(name);
  return normal.startsWith('../') || normal === '..' || normal === '.' ? null : normal;
}

/**
 * Lists the files of the package zip at `zipPath`, read from the disk as it goes (never whole in
 * memory), refusing it before anything is unpacked when an entry's path leaves the package, an
 * entry is a symbolic link, or the entries, their unpacked size or an entry's compression ratio
 * pass the limits. yauzl checks each entry's bytes against its declared size when it is read, so
 * a header that lies is caught then. The archive stays open for reading its files: the caller
 * closes it.
 */
export async function listPackage(
  zipPath: string,
): Promise<{ files: Map<string, PackageFile>; archive: ZipFile }> {
  let archive: ZipFile;
  try {
    archive = await openPromise(zipPath, { lazyEntries: true, validateEntrySizes: true, autoClose: false });
  } catch {
    throw new PackageRefused('package.notZip');
  }
  if (archive.entryCount > PACKAGE_LIMITS.entries) {
    archive.close();
    throw new PackageRefused('package.tooManyEntries');
  }
  const files = new Map<string, PackageFile>();
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    // yauzl refuses some names itself (absolute, `..`, backslashes): those leave the package too
    archive.on('error', (error: Error) => {
      archive.close();
      reject(
        new PackageRefused(/path|characters/i.test(error.message) ? 'package.pathOutside' : 'package.notZip'),
      );
    });
    archive.on('end', resolve);
    archive.on('entry', (entry: Entry) => {
      try {
        const path = insidePath(entry.fileName);
        if (path === null) throw new PackageRefused('package.pathOutside', entry.fileName);
        if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
          throw new PackageRefused('package.symlink', entry.fileName);
        unpacked += entry.uncompressedSize;
        if (unpacked > PACKAGE_LIMITS.unpackedBytes) throw new PackageRefused('package.tooLarge');
        if (
          entry.uncompressedSize > PACKAGE_LIMITS.ratioFromBytes &&
          entry.uncompressedSize > PACKAGE_LIMITS.ratio * Math.max(entry.compressedSize, 1)
        )
          throw new PackageRefused('package.compressionRatio', entry.fileName);
        if (!entry.fileName.endsWith('/')) files.set(path, { path, size: entry.uncompressedSize, entry });
        archive.readEntry();
      } catch (error) {
        archive.close();
        reject(error);
      }
    });
    archive.readEntry();
  });
  return { files, archive };
}

/** One file's bytes, for the manifest (small: it is refused beyond a megabyte). */
export async function readPackageFile(archive: ZipFile, file: PackageFile, limit = 1024 * 1024) {
  if (file.size > limit) throw new PackageRefused('package.manifestTooLarge', file.path);
  const stream = await archive.openReadStreamPromise(file.entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
