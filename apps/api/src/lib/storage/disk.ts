import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, isSafeKey, type Storage, type StoredObject } from './storage.js';

/**
 * Unfinished writes, renamed into place once whole. Its name starts with a dot, which no key's
 * first name may, so it never shows in a listing and no key can reach it.
 */
const PARTIAL = '.partial';

/** Files in a folder of the local disk: `DATA_DIR/files` by default. */
export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, assertSafeKey(key));

  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredObject> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path, key);
      // links and other kinds are passed over; so is a name no key could have (a stray file)
      else if (entry.isFile() && isSafeKey(key)) yield { key, size: (await stat(path)).size };
    }
  }

  return {
    name: base,
    async check() {
      try {
        await mkdir(base, { recursive: true });
        await access(base, constants.R_OK | constants.W_OK);
      } catch (error) {
        throw new Error(`the files folder ${base} cannot be written: ${(error as Error).message}`);
      }
    },
    async put(key, bytes) {
      const path = pathOf(key);
      const partial = join(base, PARTIAL, `${randomBytes(12).toString('hex')}`);
      await mkdir(dirname(partial), { recursive: true });
      try {
        await pipeline(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, createWriteStream(partial));
        await mkdir(dirname(path), { recursive: true });
        await rename(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async read(key, range) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path, range), size: info.size };
    },
    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix = '') {
      for await (const object of walk(base, '')) if (object.key.startsWith(prefix)) yield object;
    },
  };
}
