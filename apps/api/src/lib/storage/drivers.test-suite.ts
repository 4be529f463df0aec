import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from './storage.js';

/** A driver under test and how to let go of what it made. */
export interface OpenedDriver {
  storage: Storage;
  close(): Promise<void>;
}

const MB = 1024 * 1024;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readAll(storage: Storage, key: string, range?: { start: number; end: number }) {
  const opened = await storage.read(key, range);
  return opened && { bytes: await bytesOf(opened.stream), size: opened.size };
}

async function keysOf(storage: Storage, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(`${object.key}:${object.size}`);
  return keys.sort();
}

/** `count` chunks of 1 MB, made as they are read, and the SHA-256 of all of them. */
function streamOfMegabytes(count: number): { stream: Readable; sha256: Promise<string> } {
  const hash = createHash('sha256');
  let resolveHash: (value: string) => void = () => {};
  const sha256 = new Promise<string>((resolve) => {
    resolveHash = resolve;
  });
  const stream = Readable.from(
    (function* () {
      for (let index = 0; index < count; index++) {
        const chunk = randomBytes(MB);
        hash.update(chunk);
        yield chunk;
      }
      resolveHash(hash.digest('hex'));
    })(),
  );
  return { stream, sha256 };
}

/**
 * The one suite every storage driver passes (as papra's drivers.test-suite.ts): what the app,
 * the backups and `files:move` rely on, with the same keys and answers on every store.
 */
export function storageDriverSuite(driver: string, open: () => Promise<OpenedDriver>) {
  describe(`the ${driver} storage driver`, () => {
    let opened: OpenedDriver;
    let storage: Storage;
    beforeAll(async () => {
      opened = await open();
      storage = opened.storage;
      await storage.check();
    });
    afterAll(() => opened?.close());

    it('when bytes are put, they are read back whole with their size, and stat tells the size', async () => {
      await storage.put('lesson_pdf/a1.pdf', Buffer.from('%PDF-1.7 hello'));
      expect(await readAll(storage, 'lesson_pdf/a1.pdf')).toEqual({
        bytes: Buffer.from('%PDF-1.7 hello'),
        size: 14,
      });
      expect(await storage.stat('lesson_pdf/a1.pdf')).toEqual({ size: 14 });
    });

    it('when a byte range is asked, only those bytes come (both ends included), with the whole size', async () => {
      await storage.put('lesson_video/r1.mp4', Buffer.from('0123456789'));
      expect(await readAll(storage, 'lesson_video/r1.mp4', { start: 2, end: 5 })).toEqual({
        bytes: Buffer.from('2345'),
        size: 10,
      });
      expect(await readAll(storage, 'lesson_video/r1.mp4', { start: 9, end: 9 })).toEqual({
        bytes: Buffer.from('9'),
        size: 10,
      });
    });

    it('when a key is put again, its new bytes replace the old', async () => {
      await storage.put('avatar/o1.png', Buffer.from('first'));
      await storage.put('avatar/o1.png', Readable.from([Buffer.from('second, longer')]));
      expect((await readAll(storage, 'avatar/o1.png'))?.bytes.toString()).toBe('second, longer');
    });

    it('when a key is unknown, read and stat answer null and remove is no error', async () => {
      expect(await storage.read('lesson_pdf/never.pdf')).toBeNull();
      expect(await storage.read('lesson_pdf/never.pdf', { start: 0, end: 3 })).toBeNull();
      expect(await storage.stat('lesson_pdf/never.pdf')).toBeNull();
      await expect(storage.remove('lesson_pdf/never.pdf')).resolves.toBeUndefined();
    });

    it('when a key is removed, its bytes are gone from reads and from the listing', async () => {
      await storage.put('certificate/gone.pdf', Buffer.from('bytes'));
      await storage.remove('certificate/gone.pdf');
      expect(await storage.read('certificate/gone.pdf')).toBeNull();
      expect(await keysOf(storage, 'certificate/')).toEqual([]);
    });

    it('when listed, every stored file comes once with its size, and a prefix keeps to its keys', async () => {
      await storage.put('listing/a/1.txt', Buffer.from('1'));
      await storage.put('listing/a/2.txt', Buffer.from('22'));
      await storage.put('listing/b/3.txt', Buffer.from('333'));
      expect(await keysOf(storage, 'listing/')).toEqual([
        'listing/a/1.txt:1',
        'listing/a/2.txt:2',
        'listing/b/3.txt:3',
      ]);
      expect(await keysOf(storage, 'listing/a/')).toEqual(['listing/a/1.txt:1', 'listing/a/2.txt:2']);
      expect(await keysOf(storage)).toEqual(
        expect.arrayContaining(['listing/b/3.txt:3', 'lesson_pdf/a1.pdf:14']),
      );
    });

    it('when a large file (12 MB) is put as a stream, it is stored whole, in parts where the store takes parts', async () => {
      const large = streamOfMegabytes(12);
      await storage.put('lesson_video/large.mp4', large.stream);
      const opened = await storage.read('lesson_video/large.mp4');
      expect(opened?.size).toBe(12 * MB);
      const hash = createHash('sha256');
      for await (const chunk of opened?.stream ?? []) hash.update(chunk as Buffer);
      expect(hash.digest('hex')).toBe(await large.sha256);
    });

    it('when a streamed upload fails half-way, no file appears under its key', async () => {
      const failing = Readable.from(
        (function* () {
          yield randomBytes(MB);
          throw new Error('the client went away');
        })(),
      );
      await expect(storage.put('lesson_video/broken.mp4', failing)).rejects.toThrow();
      expect(await storage.stat('lesson_video/broken.mp4')).toBeNull();
      expect(await keysOf(storage, 'lesson_video/broken')).toEqual([]);
    });

    it('when a key could leave the store or mean two things, every call refuses it', async () => {
      for (const key of ['../outside', '/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b', '.partial/x', 'a b']) {
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.read(key), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.stat(key), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.remove(key), key).rejects.toThrow(/unsafe storage key/);
      }
    });
  });
}
