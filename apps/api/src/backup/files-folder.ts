import { createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  /** its path under the folder, with '/' between names, as in the archive */
  key: string;
  path: string;
  size: number;
}

/** Every regular file under `root` (none when it does not exist); links and other kinds are passed over. */
export async function listFiles(root: string): Promise<StoredFile[]> {
  const found: StoredFile[] = [];
  async function walk(dir: string) {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' && dir === root) return [];
      throw error;
    });
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        found.push({ key: relative(root, path).split(sep).join('/'), path, size: (await lstat(path)).size });
      }
    }
  }
  await walk(root);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

export async function folderHoldsFiles(root: string): Promise<boolean> {
  return (await listFiles(root)).length > 0;
}

/** A key an archive may carry: relative, no '..', no empty or hidden-path tricks. */
function pathOf(root: string, key: string): string {
  const names = key.split('/');
  if (names.some((name) => name === '' || name === '.' || name === '..' || name.includes('\\'))) {
    throw new Error(`the archive holds a file named ${JSON.stringify(key)}, which cannot be restored safely`);
  }
  return join(root, ...names);
}

/** Writes one file of the archive under `root`. */
export async function restoreFile(root: string, key: string, body: AsyncIterable<Buffer>): Promise<void> {
  const path = pathOf(root, key);
  await mkdir(dirname(path), { recursive: true });
  await pipeline(Readable.from(body), createWriteStream(path, { flags: 'wx' }));
}
