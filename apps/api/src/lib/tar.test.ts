import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTar, type TarInput, writeTar } from './tar.js';

async function bytesOf(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Hands the archive over in pieces of `size` bytes, as a gunzip stream would. */
async function* inPieces(archive: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < archive.length; at += size) yield archive.subarray(at, at + size);
}

const LONG_NAME = `files/${'a-folder-with-a-long-name/'.repeat(6)}the-file-ção.pdf`;
const big = randomBytes(70_000);
const inputs: TarInput[] = [
  { name: 'manifest.json', size: 13, body: Buffer.from('{"ok": true}\n') },
  { name: 'files/empty.txt', size: 0, body: Buffer.alloc(0) },
  {
    name: LONG_NAME,
    size: big.length,
    body: () => Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
  },
];

describe('tar archives', () => {
  it('when written and read back in pieces of any size, gives every file, its name and its bytes, in order', async () => {
    const archive = await bytesOf(writeTar(inputs));
    expect(archive.length % 512).toBe(0);
    for (const size of [1, 511, 512, 4096, archive.length]) {
      const found: { name: string; bytes: Buffer }[] = [];
      for await (const entry of readTar(inPieces(archive, size))) {
        found.push({ name: entry.name, bytes: await bytesOf(entry.body) });
      }
      expect(found.map((entry) => entry.name)).toEqual(['manifest.json', 'files/empty.txt', LONG_NAME]);
      expect(found[0]?.bytes.toString()).toBe('{"ok": true}\n');
      expect(found[1]?.bytes.length).toBe(0);
      expect(found[2]?.bytes.equals(big)).toBe(true);
    }
  });

  it('when the reader leaves an entry unread, the next entry still comes whole', async () => {
    const archive = await bytesOf(writeTar(inputs));
    const names: string[] = [];
    let last: Buffer = Buffer.alloc(0);
    for await (const entry of readTar(inPieces(archive, 700))) {
      names.push(entry.name);
      if (entry.name === LONG_NAME) last = await bytesOf(entry.body);
    }
    expect(names).toHaveLength(3);
    expect(last.equals(big)).toBe(true);
  });

  it('when the reader stops partway through an entry, the next entry still comes whole', async () => {
    const archive = await bytesOf(writeTar([inputs[2] as TarInput, inputs[0] as TarInput]));
    const found: { name: string; bytes: Buffer }[] = [];
    for await (const entry of readTar(inPieces(archive, 1000))) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) {
        chunks.push(chunk);
        if (entry.name === LONG_NAME) break;
      }
      found.push({ name: entry.name, bytes: Buffer.concat(chunks) });
    }
    expect(found.map((entry) => entry.name)).toEqual([LONG_NAME, 'manifest.json']);
    expect(found[0]?.bytes.length).toBeLessThan(big.length);
    expect(found[1]?.bytes.toString()).toBe('{"ok": true}\n');
  });

  it('when an archive written before tar-stream (ustar blocks, a pax header for a long name) is read, gives the same files', async () => {
    const fixture = new URL('./tar-fixtures/written-before-tar-stream.tar.gz', import.meta.url);
    const found: Record<string, Buffer> = {};
    for await (const entry of readTar(createReadStream(fixture).pipe(createGunzip()))) {
      found[entry.name] = await bytesOf(entry.body);
    }
    const long = Buffer.alloc(1500);
    for (let i = 0; i < long.length; i++) long[i] = (i * 7) % 251;
    expect(found).toEqual({
      'manifest.json': Buffer.from('{"ok": true}\n'),
      'files/empty.txt': Buffer.alloc(0),
      [LONG_NAME]: long,
      'files/ção.txt': Buffer.from('ação\n'),
    });
  });

  it('when the archive is no longer read, the file being written is closed', async () => {
    let closed = false;
    async function* endless() {
      try {
        for (;;) yield Buffer.alloc(65_536);
      } finally {
        closed = true;
      }
    }
    const archive = writeTar([{ name: 'endless', size: 2 ** 40, body: endless }]);
    for await (const _ of archive) break;
    await expect.poll(() => closed).toBe(true);
  });

  it('when a file is not the size announced, the archive fails instead of shifting what follows', async () => {
    const wrong = writeTar([{ name: 'short', size: 10, body: Buffer.from('four') }]);
    await expect(bytesOf(wrong)).rejects.toThrow('short changed while it was archived');
  });

  it('when the archive is cut short or is not an archive, reading it fails', async () => {
    const archive = await bytesOf(writeTar(inputs));
    const cut = async () => {
      for await (const entry of readTar(inPieces(archive.subarray(0, 2000), 512))) await bytesOf(entry.body);
    };
    await expect(cut()).rejects.toThrow('cut short');
    const notTar = async () => {
      for await (const _ of readTar(inPieces(randomBytes(1024), 512))) {
        // reading is enough
      }
    };
    await expect(notTar()).rejects.toThrow('damaged header');
  });

  it.skipIf(spawnSync('tar', ['--version']).status !== 0)(
    "when unpacked by the system's tar, holds the same files",
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'academy-tar-'));
      try {
        await writeFile(join(dir, 'a.tar'), await bytesOf(writeTar(inputs)));
        const result = spawnSync('tar', ['-xf', 'a.tar'], { cwd: dir, encoding: 'utf8' });
        expect(result.stderr).toBe('');
        expect((await readFile(join(dir, LONG_NAME))).equals(big)).toBe(true);
        expect(await readFile(join(dir, 'manifest.json'), 'utf8')).toBe('{"ok": true}\n');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
