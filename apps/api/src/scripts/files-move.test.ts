import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../lib/storage/s3.js';
import { createDiskStorage, type Storage } from '../lib/storage.js';
import { type S3Server, startS3Server } from '../test/s3-server.js';
import { buildApi, runBuiltCommand } from '../test/server-process.js';

const MOVE = fileURLToPath(new URL('../../dist/commands/files-move.js', import.meta.url));
/** Enough files that a kill lands half-way, and one large enough to go in parts to S3. */
const SMALL_FILES = 120;
const SMALL_BYTES = 256 * 1024;
const LARGE_BYTES = 12 * 1024 * 1024;

let s3: S3Server;
let root: string;
let disk: Storage;
let bucket: Storage;
let env: Record<string, string>;
const originals: Record<string, string> = {};

async function checksums(storage: Storage): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const hash = createHash('sha256');
    for await (const chunk of (await storage.read(key))?.stream ?? []) hash.update(chunk as Buffer);
    found[key] = hash.digest('hex');
  }
  return found;
}

async function count(storage: Storage): Promise<number> {
  let found = 0;
  for await (const _ of storage.list()) found += 1;
  return found;
}

beforeAll(async () => {
  await buildApi();
  s3 = await startS3Server();
  bucket = await createS3Storage(s3.settings);
  root = await mkdtemp(join(tmpdir(), 'academy-move-'));
  disk = createDiskStorage(join(root, 'files'));
  for (let index = 0; index < SMALL_FILES; index++) {
    const bytes = randomBytes(SMALL_BYTES);
    const key = `module_pdf/${String(index).padStart(24, '0')}.pdf`;
    await disk.put(key, bytes);
    originals[key] = createHash('sha256').update(bytes).digest('hex');
  }
  const large = randomBytes(LARGE_BYTES);
  await disk.put('module_video/large.mp4', large);
  originals['module_video/large.mp4'] = createHash('sha256').update(large).digest('hex');
  // the server still runs on disk: the move comes before the switch
  env = { ...s3.env, STORAGE: 'disk', DATA_DIR: root };
}, 180_000);

afterAll(async () => {
  await s3?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('npm run files:move', () => {
  it('when killed (SIGKILL) half-way to S3, a rerun completes it: every file in the bucket with its checksum, the disk untouched', async () => {
    const child = spawn(process.execPath, [MOVE, '--to', 's3'], {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: 'ignore',
    });
    const exited = once(child, 'exit');
    const deadline = Date.now() + 60_000;
    while ((await count(bucket)) < 3) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error('the move ended before it was killed');
      await sleep(10);
    }
    child.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');
    const copiedBefore = await count(bucket);
    expect(copiedBefore).toBeLessThan(SMALL_FILES + 1);

    const rerun = await runBuiltCommand('files-move', ['--to', 's3'], env);
    expect(rerun.stderr).not.toMatch(/files:move: /);
    expect(rerun.code).toBe(0);
    const [, copied, present] = /(\d+) copied, (\d+) there already/.exec(rerun.stdout) ?? [];
    expect(Number(copied) + Number(present)).toBe(SMALL_FILES + 1);
    expect(Number(present)).toBeGreaterThanOrEqual(copiedBefore);
    expect(rerun.stdout).toMatch(/nothing was removed from .*set STORAGE=s3/s);

    expect(await checksums(bucket)).toEqual(originals);
    expect(await checksums(disk)).toEqual(originals);
  }, 180_000);

  it('when run again with everything there, it copies nothing; moved back to an empty disk, every checksum is the same', async () => {
    const again = await runBuiltCommand('files-move', ['--to', 's3'], env);
    expect(again.stdout).toMatch(new RegExp(`0 copied, ${SMALL_FILES + 1} there already`));

    const back = await mkdtemp(join(tmpdir(), 'academy-move-back-'));
    try {
      const moved = await runBuiltCommand('files-move', ['--to', 'disk'], {
        ...env,
        STORAGE: 's3',
        DATA_DIR: back,
      });
      expect(moved.code).toBe(0);
      expect(await checksums(createDiskStorage(join(back, 'files')))).toEqual(originals);
    } finally {
      await rm(back, { recursive: true, force: true });
    }
  }, 180_000);

  it('when the target is not named or cannot be reached, it says so and copies nothing', async () => {
    const unnamed = await runBuiltCommand('files-move', [], env);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toMatch(/--to s3 or --to disk\nusage: npm run files:move/);
    expect((await runBuiltCommand('files-move', ['--to', 'ftp'], env)).code).toBe(2);

    const noBucket = await runBuiltCommand('files-move', ['--to', 's3'], {
      ...env,
      S3_BUCKET: 'missing-bucket',
    });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toMatch(
      /files:move: the S3 bucket "missing-bucket" at .* cannot be used: it does not exist/,
    );
  }, 60_000);
});
