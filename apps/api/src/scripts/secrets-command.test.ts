import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEBHOOK_EVENTS } from '@academy/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { webhookSubscriptions } from '../db/schema/index.js';
import { SEALED_COLUMNS } from '../db/sealed-columns.js';
import { newId } from '../lib/ids.js';
import { createSecrets, secretKeyId } from '../lib/secrets.js';
import { type ScratchDatabase, scratchDatabase } from '../test/scratch-database.js';
import { buildApi, type CommandRun, runBuiltCommand } from '../test/server-process.js';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const keyA = randomBytes(32);
const keyB = randomBytes(32);
const keyC = randomBytes(32);
const texts = ['whsec_first', 'whsec_second', 'whsec_third'];

let scratch: ScratchDatabase;
let env: Record<string, string>;

/** `npm run secrets -- <args>` from the repository, as an operator types it. */
async function npmRun(args: string[], keys: Record<string, string>): Promise<CommandRun> {
  const child = spawn('npm', ['run', '-s', 'secrets', '--', ...args], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'production', ...env, ...keys },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  return { code, signal, stdout, stderr };
}

const secrets = (keys: Record<string, string>) => runBuiltCommand('secrets', [], { ...env, ...keys });
const run = (action: string, keys: Record<string, string>) =>
  runBuiltCommand('secrets', [action], { ...env, ...keys });

/** The environment of a server whose SECRETS_KEY is `current`, after rotations from `previous`. */
const keysOf = (current: Buffer | undefined, ...previous: Buffer[]) => ({
  SECRETS_KEY: current?.toString('base64') ?? '',
  SECRETS_KEY_PREVIOUS: previous.map((key) => key.toString('hex')).join(','),
});

async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await scratch.open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const subscription = (sealed: string) => ({
  id: newId(),
  name: 'ERP',
  url: 'https://erp.example.com/hooks',
  events: [...WEBHOOK_EVENTS],
  secretSealed: sealed,
});

const storedSecrets = () =>
  withDatabase((db) =>
    db
      .select({ id: webhookSubscriptions.id, sealed: webhookSubscriptions.secretSealed })
      .from(webhookSubscriptions),
  );

beforeAll(async () => {
  scratch = await scratchDatabase('migrated');
  env = scratch.environment;
  await buildApi();
}, 180_000);

afterAll(async () => {
  await scratch?.drop();
});

describe('`npm run secrets`', () => {
  it('lists webhook_subscriptions.secret_sealed among the sealed columns', () => {
    expect(SEALED_COLUMNS).toContainEqual({
      table: 'webhook_subscriptions',
      id: 'id',
      column: 'secret_sealed',
    });
  });

  it('without an action, says how it is used', async () => {
    const usage = await secrets(keysOf(keyA));
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage: npm run secrets -- check\|rotate/);
  });

  it('refuses to rotate without SECRETS_KEY, names the key file, and makes none', async () => {
    const refused = await run('rotate', keysOf(undefined, keyA));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^secrets: SECRETS_KEY is not set: rotate seals with SECRETS_KEY/m);
    expect(refused.stderr).toContain(join(env.DATA_DIR ?? '', 'secrets.key'));
    expect(existsSync(join(env.DATA_DIR ?? '', 'secrets.key'))).toBe(false);
  });

  it('`rotate` seals again with the new key every value the old one sealed, so that the new key alone opens them all', async () => {
    const sealA = createSecrets({ current: keyA, previous: [] });
    await withDatabase((db) =>
      db.insert(webhookSubscriptions).values(texts.map((text) => subscription(sealA.seal(text)))),
    );
    // what a server already running with the new key sealed is left as it is
    const sealedWithB = createSecrets({ current: keyB, previous: [] }).seal('whsec_fourth');
    await withDatabase((db) =>
      db.insert(webhookSubscriptions).values({ ...subscription(sealedWithB), name: 'Z' }),
    );

    const before = await npmRun(['check'], keysOf(keyB, keyA));
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toMatch(
      new RegExp(
        `^secrets: webhook_subscriptions.secret_sealed: .*3 sealed with ${secretKeyId(keyA)} \\(SECRETS_KEY_PREVIOUS\\)`,
        'm',
      ),
    );
    expect(before.stdout).toMatch(new RegExp(`1 sealed with ${secretKeyId(keyB)} \\(SECRETS_KEY\\)`));
    expect(before.stdout).toMatch(/3 sealed with a previous key/);

    const rotated = await npmRun(['rotate'], keysOf(keyB, keyA));
    expect(rotated.code, rotated.stderr).toBe(0);
    expect(rotated.stdout).toMatch(/^secrets: webhook_subscriptions.secret_sealed: re-sealed 3 value\(s\)$/m);
    expect(rotated.stdout).toMatch(/every sealed value opens with the current key alone/);

    const stored = await storedSecrets();
    const onlyB = createSecrets({ current: keyB, previous: [] });
    expect(stored.map((row) => onlyB.open(row.sealed)).sort()).toEqual([...texts, 'whsec_fourth'].sort());
    expect(stored.every((row) => onlyB.isCurrent(row.sealed))).toBe(true);
    // the one already sealed with the new key was not written again
    expect(stored.map((row) => row.sealed)).toContain(sealedWithB);

    const again = await run('rotate', keysOf(keyB, keyA));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/re-sealed 0 value\(s\) with SECRETS_KEY/);

    const after = await run('check', keysOf(keyB));
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).toMatch(new RegExp(`: 4 sealed with ${secretKeyId(keyB)} \\(SECRETS_KEY\\)$`, 'm'));
  });

  it('`check` exits 1 when the key of a value is missing, and names the value; `rotate` then re-seals nothing of its table', async () => {
    const id = newId();
    const sealedWithC = createSecrets({ current: keyC, previous: [] }).seal('whsec_lost');
    await withDatabase((db) => db.insert(webhookSubscriptions).values({ ...subscription(sealedWithC), id }));
    const sealA = createSecrets({ current: keyA, previous: [] }).seal('whsec_fifth');
    await withDatabase((db) => db.insert(webhookSubscriptions).values(subscription(sealA)));

    const check = await run('check', keysOf(keyB, keyA));
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(new RegExp(`1 sealed with ${secretKeyId(keyC)} \\(an unknown key\\)`));
    expect(check.stdout).toMatch(
      new RegExp(
        `^secrets: webhook_subscriptions.secret_sealed ${id}: .*unknown key.*SECRETS_KEY_PREVIOUS`,
        'm',
      ),
    );
    expect(check.stderr).toMatch(/^secrets: 1 sealed value\(s\) cannot be opened/m);

    const rotate = await run('rotate', keysOf(keyB, keyA));
    expect(rotate.code).toBe(1);
    expect(rotate.stderr).toMatch(
      /1 value\(s\) of webhook_subscriptions.secret_sealed cannot be opened: nothing of it was re-sealed/,
    );
    const stored = await withDatabase((db) =>
      db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.secretSealed, sealA)),
    );
    expect(stored).toHaveLength(1);

    // with the missing key among the previous ones, both open again
    const mended = await run('rotate', keysOf(keyB, keyA, keyC));
    expect(mended.code, mended.stderr).toBe(0);
    expect(mended.stdout).toMatch(/re-sealed 2 value\(s\)/);
    expect((await run('check', keysOf(keyB))).code).toBe(0);
  });
});
