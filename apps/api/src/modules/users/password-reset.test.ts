import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets } from '../../db/schema/index.js';
import { bearer, login, type MadeUser, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { mailedCode } from '../../test/mailed-code.js';
import { MAX_CODE_TRIES } from './password-reset.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each request from its own address, so the per-address limits stay out of these tests.
let address = 0;
const from = () => `10.9.${(++address >> 8) & 255}.${address & 255}`;

const requestCode = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/generate_reset_token',
    payload: { email },
    remoteAddress: from(),
  });
const verify = (email: string, code: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/user/verify_code',
    query: { email, code },
    remoteAddress: from(),
  });
const change = (resetToken: string, password: string, confirmation = password) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/change_password',
    payload: { resetToken, password, confirmation },
    remoteAddress: from(),
  });

/** The mails to `email`, once the work a request left for after its answer is done. */
async function outboxOf(email: string) {
  await t.deps.mailer.settled();
  return t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function userWithCode(options: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.deps.db, options);
  expect((await requestCode(user.email)).json()).toEqual({ status: 1, data: { sent: true } });
  return { user, code: await mailedCode(t.deps, user.email) };
}

describe('password reset', () => {
  it('when the whole flow is followed, the new password works, the old one and old sessions do not', async () => {
    const { user, code } = await userWithCode({ lang: 'pt' });
    const oldToken = await login(t.app, user.email, user.password);

    const verified = await verify(user.email.toUpperCase(), code);
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json().data;
    expect(resetToken).toEqual(expect.any(String));

    const changed = await change(resetToken, 'brand-new-secret');
    expect(changed.json()).toEqual({ status: 1, data: { ok: true } });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) });
    expect(me.json().error).toBe('expired-token');
    await expect(login(t.app, user.email, user.password)).rejects.toThrow();
    expect(await login(t.app, user.email, 'brand-new-secret')).toEqual(expect.any(String));
  });

  it('when the code is mailed, it is in the user language and only its hash is stored', async () => {
    const { user, code } = await userWithCode({ lang: 'es' });
    const [mail] = await outboxOf(user.email);
    expect(mail?.subject).toBe('Su código para restablecer la contraseña de Academy');
    const [reset] = await t.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(reset?.codeHash).not.toContain(code);
    expect(reset?.codeHash).toHaveLength(64);
  });

  it('when the reset token was used once, it answers 400 invalid-link the second time', async () => {
    const { user, code } = await userWithCode();
    const { resetToken } = (await verify(user.email, code)).json().data;
    expect((await change(resetToken, 'another-secret')).statusCode).toBe(200);
    const again = await change(resetToken, 'third-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid-link');
  });

  it('when the reset token is made up, answers 400 invalid-link', async () => {
    const res = await change('x'.repeat(43), 'another-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-link');
  });

  it('when the code has expired, answers 400 invalid-code even for the right code', async () => {
    const { user, code } = await userWithCode();
    await t.deps.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await verify(user.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-code');
  });

  it('when the verified token has expired, answers 400 invalid-link', async () => {
    const { user, code } = await userWithCode();
    const { resetToken } = (await verify(user.email, code)).json().data;
    await t.deps.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await change(resetToken, 'another-secret')).json().error).toBe('invalid-link');
  });

  it(`when ${MAX_CODE_TRIES} wrong codes were tried, answers 429 too-many-tries even for the right code`, async () => {
    const { user, code } = await userWithCode();
    for (let i = 1; i < MAX_CODE_TRIES; i++) {
      const res = await verify(user.email, wrongCodeFor(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid-code');
    }
    const locking = await verify(user.email, wrongCodeFor(code));
    expect(locking.statusCode).toBe(429);
    expect(locking.json().error).toBe('too-many-tries');
    const right = await verify(user.email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe('too-many-tries');
    const [reset] = await t.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(reset?.failedTries).toBe(MAX_CODE_TRIES);
  });

  it('when wrong codes are tried in parallel, every one is counted', async () => {
    const { user, code } = await userWithCode();
    await Promise.all(Array.from({ length: 8 }, () => verify(user.email, wrongCodeFor(code))));
    const [reset] = await t.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(reset?.failedTries).toBe(MAX_CODE_TRIES);
    expect((await verify(user.email, code)).json().error).toBe('too-many-tries');
  });

  it('when a new code is asked for, the older one no longer works', async () => {
    const { user, code: first } = await userWithCode();
    await requestCode(user.email);
    const second = await mailedCode(t.deps, user.email);
    if (first !== second) expect((await verify(user.email, first)).json().error).toBe('invalid-code');
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('when the email is unknown, the request answers sent and verification answers invalid-code', async () => {
    const res = await requestCode('ghost@example.com');
    expect(res.json()).toEqual({ status: 1, data: { sent: true } });
    expect(await outboxOf('ghost@example.com')).toHaveLength(0);
    const verified = await verify('ghost@example.com', '123456');
    expect(verified.statusCode).toBe(400);
    expect(verified.json().error).toBe('invalid-code');
  });

  it('when the account is not enabled, no code is mailed', async () => {
    const pending: MadeUser = await makeUser(t.deps.db, { status: 'pending' });
    expect((await requestCode(pending.email)).json().data).toEqual({ sent: true });
    expect(await outboxOf(pending.email)).toHaveLength(0);
  });

  it('when the email is unknown, the request takes as long as for a known one', async () => {
    const WARM_UP = 3;
    const RUNS = 11;
    const known = await Promise.all(Array.from({ length: WARM_UP + RUNS }, () => makeUser(t.deps.db)));
    const timeOf = async (email: string) => {
      const start = performance.now();
      const res = await requestCode(email);
      const ms = performance.now() - start;
      expect(res.json()).toEqual({ status: 1, data: { sent: true } });
      // the mail of a known email is made after the answer: it must not weigh on the next request
      await t.deps.mailer.settled();
      return ms;
    };
    // A run is the best of three requests: a pause of the test process (garbage collection, a
    // busy machine) lands on single requests, not on all three.
    const runOf = async (email: string) =>
      Math.min(await timeOf(email), await timeOf(email), await timeOf(email));
    const times = { known: [] as number[], unknown: [] as number[] };
    // alternating, so whatever else the machine does weighs on both alike
    for (const [i, user] of known.entries()) {
      const knownMs = await runOf(user.email);
      const unknownMs = await runOf(`nobody-${i}@example.com`);
      if (i < WARM_UP) continue;
      times.known.push(knownMs);
      times.unknown.push(unknownMs);
    }
    const ratio = median(times.known) / median(times.unknown);
    // the same work takes the same time; looking up the account and storing its code took 3-5 times as long
    expect(ratio, JSON.stringify(times)).toBeGreaterThan(1 / 2);
    expect(ratio, JSON.stringify(times)).toBeLessThan(2);
  });
});
