import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFigures, courseProgress, courses, users } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { verifyPassword } from '../lib/passwords.js';
import { type ScratchDatabase, scratchDatabase } from '../test/scratch-database.js';
import { buildApi, type CommandRun, runBuiltCommand } from '../test/server-process.js';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const EMAIL = 'owner@example.com';

let scratch: ScratchDatabase;
let env: Record<string, string>;

/** `npm run <script> -- <args>` from the repository, as an operator types it. */
async function npmRun(script: string, args: string[], input: string): Promise<CommandRun> {
  const child = spawn('npm', ['run', '-s', script, '--', ...args], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdin.end(input);
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  return { code, signal, stdout, stderr };
}

/** The admin's stored password hash, read after the command has let the database go. */
async function storedHash(): Promise<string | undefined> {
  const database = await scratch.open();
  try {
    const [row] = await database.db.select().from(users).where(eq(users.email, EMAIL));
    return row?.passwordHash ?? undefined;
  } finally {
    await database.close();
  }
}

const modified = async (path: string) => (await stat(path).catch(() => undefined))?.mtimeMs;

beforeAll(async () => {
  scratch = await scratchDatabase('migrated');
  env = scratch.environment;
  await buildApi();
}, 180_000);

afterAll(async () => {
  await scratch?.drop();
});

describe('the operational commands', () => {
  it('when `npm run create-admin` is given the password on standard input, it creates the admin, builds nothing and prints no password', async () => {
    const built = ['apps/api/dist/server.js', 'apps/web/dist/index.html'].map((path) => join(REPO, path));
    const before = await Promise.all(built.map(modified));

    const run = await npmRun('create-admin', ['--email', EMAIL, '--name', 'The Owner'], 'typed-on-stdin\n');

    expect(run.stdout, run.stderr).toMatch(/^create-admin: created the admin owner@example.com/);
    expect(`${run.stdout}${run.stderr}`).not.toContain('typed-on-stdin');
    expect(await Promise.all(built.map(modified))).toEqual(before);
    expect(await verifyPassword((await storedHash()) ?? '', 'typed-on-stdin')).toBe(true);
  });

  it('when ADMIN_PASSWORD is set, it resets the password from there', async () => {
    const run = await runBuiltCommand('create-admin', ['--email', EMAIL], {
      ...env,
      ADMIN_PASSWORD: 'from-the-environment',
    });
    expect(run.stdout, run.stderr).toMatch(
      /^create-admin: reset the password of the admin owner@example.com/,
    );
    expect(await verifyPassword((await storedHash()) ?? '', 'from-the-environment')).toBe(true);
  });

  it('when the password is on the command line, it refuses, says where to give it, and changes nothing', async () => {
    const run = await runBuiltCommand('create-admin', ['--email', EMAIL, '--password', 'on-the-line'], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/the password is not taken on the command line/);
    expect(run.stderr).toMatch(/pipe it on standard input, or set ADMIN_PASSWORD/);
    expect(await verifyPassword((await storedHash()) ?? '', 'from-the-environment')).toBe(true);
  });

  it('when the server is not built, a command says to build it first', async () => {
    const elsewhere = join(env.DATA_DIR ?? '', 'unbuilt');
    await mkdir(join(elsewhere, 'scripts'), { recursive: true });
    await copyFile(join(REPO, 'scripts/run-command.mjs'), join(elsewhere, 'scripts/run-command.mjs'));
    const child = spawn(process.execPath, [join(elsewhere, 'scripts/run-command.mjs'), 'migrate'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = await once(child, 'close');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^migrate: the server is not built .*: run `npm run build` first\n$/);
  });

  it('`npm run figures -- check` names a kept figure that differs from a count made now; `rebuild` mends it', async () => {
    const database = await scratch.open();
    try {
      const [person] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
      const courseId = newId();
      await database.db.insert(courses).values({ id: courseId });
      await database.db
        .insert(courseProgress)
        .values({ userId: person?.id ?? '', courseId, completedAt: new Date() });
      await database.db
        .update(courseFigures)
        .set({ completed: 5 })
        .where(eq(courseFigures.courseId, courseId));
    } finally {
      await database.close();
    }
    const check = await npmRun('figures', ['check'], '');
    expect(check.code, check.stderr).toBe(1);
    expect(check.stdout).toMatch(/^figures: course \w+ .*: kept 1 5 0 0 0, counted 1 1 0 0 0$/m);
    expect(check.stderr).toMatch(/1 kept figure\(s\) differ from a count made now/);

    const rebuild = await npmRun('figures', ['rebuild'], '');
    expect(rebuild.code, rebuild.stderr).toBe(0);
    expect(rebuild.stdout).toMatch(/^figures: rebuilt in \d+ ms/);
    expect(rebuild.stdout).toMatch(/every kept figure equals a count made now/);
  });
});
