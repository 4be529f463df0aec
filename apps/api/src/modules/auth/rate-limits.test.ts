import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { RATE_LIMITS } from './rate-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('login rate limits', () => {
  it('when one address failed too many sign-ins, answers 429 rate-limited to that address only', async () => {
    const { max } = RATE_LIMITS.loginFailures.perAddress;
    for (let i = 0; i < max; i++) {
      const res = await loginFrom('192.0.2.1', `guess${i}@example.com`, 'wrong-password');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await loginFrom('192.0.2.1', 'guess-last@example.com', 'wrong-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 0, error: 'rate-limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const student = await makeUser(t.deps.db);
    const elsewhere = await loginFrom('192.0.2.2', student.email, student.password);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('when one account failed too many sign-ins, answers 429 even with the right password from a new address', async () => {
    const { max } = RATE_LIMITS.loginFailures.perAccount;
    const student = await makeUser(t.deps.db);
    for (let i = 0; i < max; i++) {
      const res = await loginFrom(`198.51.100.${i + 1}`, student.email, 'wrong-password');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await loginFrom('203.0.113.9', student.email.toUpperCase(), student.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate-limited');

    const other = await makeUser(t.deps.db);
    const res = await loginFrom('203.0.113.9', other.email, other.password);
    expect(res.statusCode).toBe(200);
  });
});

describe('login rate limits on successes and bursts', () => {
  it('when the same user signs in successfully again and again, he is never refused', async () => {
    const { max } = RATE_LIMITS.loginFailures.perAccount;
    const student = await makeUser(t.deps.db);
    for (let i = 0; i < max + 5; i++) {
      const res = await loginFrom('192.0.2.77', student.email, student.password);
      expect(res.statusCode).toBe(200);
    }
  });

  it('when wrong passwords arrive all at once, no more than the limit are checked as wrong', async () => {
    const { max } = RATE_LIMITS.loginFailures.perAccount;
    const student = await makeUser(t.deps.db);
    const answers = await Promise.all(
      Array.from({ length: max + 8 }, (_, i) => loginFrom(`198.18.0.${i + 1}`, student.email, `guess-${i}`)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(max);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(8);
    const afterwards = await loginFrom('198.18.1.1', student.email, student.password);
    expect(afterwards.statusCode).toBe(429);
  });
});

describe('password reset rate limits', () => {
  it('when one account asks for codes too often, answers 429 rate-limited', async () => {
    const { max } = RATE_LIMITS.passwordReset.perAccount;
    const student = await makeUser(t.deps.db);
    for (let i = 0; i < max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/generate_reset_token',
        payload: { email: student.email },
        remoteAddress: `198.51.100.${100 + i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/user/verify_code',
      query: { email: student.email, code: '000000' },
      remoteAddress: '203.0.113.50',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate-limited');
  });
});
