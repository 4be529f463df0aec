import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../test/scratch-database.js';
import { buildApi, runBuiltCommand, type ServerProcess, startServerProcess } from '../test/server-process.js';

const kind = inject('testDatabase').kind;
const BOSS = { email: 'boss@example.com', name: 'The Boss' };

let scratch: ScratchDatabase;
let env: Record<string, string>;
let server: ServerProcess | undefined;

async function signsIn(password: string): Promise<number> {
  const response = await fetch(`${server?.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BOSS.email, password }),
  });
  return response.status;
}

const createAdmin = (password: string, name?: string) =>
  runBuiltCommand(
    'create-admin',
    ['--email', BOSS.email, ...(name ? ['--name', name] : [])],
    env,
    `${password}\n`,
  );

beforeAll(async () => {
  scratch = await scratchDatabase('migrated');
  env = scratch.environment;
  await buildApi();
  // the admin exists before the server starts, as in an academy whose admin forgot the password
  const created = await createAdmin('first-pass', BOSS.name);
  expect(created.stdout, created.stderr).toMatch(/created the admin boss@example.com/);
  expect(created.code).toBe(0);
  server = await startServerProcess(env);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
});

describe.runIf(kind === 'pglite')('while the server runs on the embedded database', () => {
  it('when create-admin resets the password, it refuses in one line and the server keeps the account as it was', async () => {
    const run = await createAdmin('second-pass');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^create-admin: the embedded database in .* is in use by another process/),
    ]);
    expect(await signsIn('first-pass')).toBe(200);
    expect(await signsIn('second-pass')).toBe(401);
  });

  it('when migrate or backup runs, each refuses in one line and writes nothing', async () => {
    const backups = join(env.DATA_DIR ?? '', 'backups');
    const runs = [await runBuiltCommand('migrate', [], env), await runBuiltCommand('backup', [backups], env)];
    for (const [run, name] of [
      [runs[0], 'migrate'],
      [runs[1], 'backup'],
    ] as const) {
      expect(run?.code, run?.stderr).toBe(1);
      expect(run?.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(`^${name}: the embedded database in .* is in use by another process`),
        ),
      ]);
    }
    expect(await readdir(backups).catch(() => [])).toEqual([]);
    expect(await signsIn('first-pass')).toBe(200);
  });

  it('when the server has stopped, the folder is free again: the password is reset', async () => {
    await server?.stop();
    const run = await createAdmin('second-pass');
    expect(run.stdout, run.stderr).toMatch(/reset the password of the admin boss@example.com/);
    expect(run.code).toBe(0);
    server = await startServerProcess(env);
    expect(await signsIn('second-pass')).toBe(200);
  });
});

describe.runIf(kind === 'postgres')('while the server runs on PostgreSQL', () => {
  it('when create-admin resets the password, the running server signs the admin in with the new one', async () => {
    const run = await createAdmin('second-pass');
    expect(run.stdout, run.stderr).toMatch(/reset the password of the admin boss@example.com/);
    expect(await signsIn('second-pass')).toBe(200);
    expect(await signsIn('first-pass')).toBe(401);
  });
});
