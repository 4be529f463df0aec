import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTar } from '../lib/tar.js';
import { APP_VERSION } from '../lib/version.js';
import { type ScratchDatabase, scratchDatabase } from '../test/scratch-database.js';
import { buildApi, runBuiltCommand } from '../test/server-process.js';
import { ENTRY, parseManifest } from './manifest.js';
import { tableCounts } from './table-counts.js';

const BACKUP = fileURLToPath(new URL('../../dist/commands/backup.js', import.meta.url));
/** A file the backup takes a few seconds to compress (random bytes do not shrink), so a kill lands while it writes. */
const LARGE_FILE_BYTES = 48 * 1_048_576;

let scratch: ScratchDatabase;
let folder: string;
let env: Record<string, string>;

/** What the temp folder holds of ours: a backup must leave nothing there. */
const oursInTmp = async () =>
  (await readdir(tmpdir())).filter((name) => /^academy-(backup|restore)-/.test(name)).sort();

/** Every path under `root` with its permission bits. */
async function modes(root: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    found[path.slice(root.length + 1)] = (await stat(path)).mode & 0o777;
  }
  return found;
}

/** Waits until the unfinished archive is there, then sends the signal; resolves once the backup has ended. */
async function killWhileWriting(signal: NodeJS.Signals) {
  const child = spawn(process.execPath, [BACKUP, folder], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: 'ignore',
  });
  const ended = once(child, 'exit');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const names = await readdir(folder);
    const work = names.find((name) => name.startsWith('.academy-backup-'));
    const writing =
      work && (await readdir(join(folder, work)).catch((): string[] => [])).includes('archive.tar.gz');
    if (writing) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the backup ended before it wrote');
    await sleep(20);
  }
  child.kill(signal);
  const [, endedBy] = await ended;
  return endedBy;
}

async function rowCounts() {
  const database = await scratch.open();
  try {
    return await tableCounts(database.db);
  } finally {
    await database.close();
  }
}

async function manifestOf(archive: string) {
  const entries = readTar(createReadStream(archive).pipe(createGunzip()));
  const first = (await entries.next()).value;
  const chunks: Buffer[] = [];
  for await (const chunk of first?.body ?? []) chunks.push(chunk);
  await entries.return(undefined);
  expect(first?.name).toBe(ENTRY.manifest);
  return parseManifest(Buffer.concat(chunks));
}

beforeAll(async () => {
  scratch = await scratchDatabase('migrated');
  const target = scratch.target;
  folder = join(dirname(scratch.filesDir), 'backups');
  await mkdir(folder);
  await mkdir(join(scratch.filesDir, 'lessons'), { recursive: true });
  await writeFile(join(scratch.filesDir, 'lessons', 'video.mp4'), randomBytes(LARGE_FILE_BYTES));
  env =
    target.kind === 'postgres'
      ? { DATABASE_URL: target.url, DATA_DIR: dirname(scratch.filesDir) }
      : { DATABASE_URL: '', DATA_DIR: dirname(target.dataDir) };
  await buildApi();
}, 180_000);

afterAll(async () => {
  await scratch?.drop();
});

describe('a backup that is killed', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'when killed by %s while it writes, it leaves no dump in the temp folder and nothing anyone else may read; the next run clears what is left and writes an archive only its owner reads',
    async (signal) => {
      const tmpBefore = await oursInTmp();
      expect(await killWhileWriting(signal)).toBe(signal);

      expect(await oursInTmp()).toEqual(tmpBefore);
      const left = await modes(folder);
      if (signal === 'SIGTERM') expect(left).toEqual({});
      // only what SIGKILL leaves no time to remove: a folder of its owner's, to be cleared next time
      for (const [path, mode] of Object.entries(left)) {
        expect(path).toMatch(/^\.academy-backup-\d+-/);
        expect(mode & 0o077, path).toBe(0);
      }

      const run = await runBuiltCommand('backup', [folder], env);
      expect(run.code, run.stderr).toBe(0);
      const after = await modes(folder);
      expect(Object.keys(after)).toEqual([expect.stringMatching(/^academy-backup-.*\.tar\.gz$/)]);
      expect(Object.values(after)).toEqual([0o600]);
      const archive = join(folder, Object.keys(after)[0] as string);
      const manifest = await manifestOf(archive);
      expect(manifest.appVersion).toBe(APP_VERSION.version);
      expect(manifest.appCommit).toBe(gitCommit());
      expect(run.stdout).toContain(`made by Academy ${APP_VERSION.version}`);
      await rename(archive, join(dirname(folder), `whole-after-${signal}.tar.gz`));
    },
    240_000,
  );

  it('when the archive is cut short (a copy still under way), restore --force refuses in one line before writing anything, and the academy is as it was', async () => {
    const cut = join(dirname(folder), 'cut-short.tar.gz');
    await copyFile(join(dirname(folder), 'whole-after-SIGKILL.tar.gz'), cut);
    await truncate(cut, (await stat(cut)).size - LARGE_FILE_BYTES / 2);
    const before = { files: await modes(scratch.filesDir), rows: await rowCounts() };

    const run = await runBuiltCommand('restore', [cut, '--force'], env);

    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^restore: .*cut-short.tar.gz: the archive ends early: .*; nothing was changed$/),
    ]);
    expect({ files: await modes(scratch.filesDir), rows: await rowCounts() }).toEqual(before);
  }, 120_000);
});

/** The commit the build baked in, as scripts/bundle-server.mjs reads it. */
function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
