import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, tsmCountries, tsmDistributors, users } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let countryId: string;
let distributorId: string;

beforeAll(async () => {
  t = await createTestApp();
  countryId = (await makeCountry(t.deps.db)).id;
  distributorId = await makeDistributor(t.deps.db, countryId, { name: 'Acme Distribution' });
});
afterAll(() => t.close());

const postLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const checkToken = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/check_token', payload: { token } });

describe('auth/login', () => {
  it('when the password is right, answers a token and the session user', async () => {
    const student = await makeUser(t.deps.db, { countryId, distributorId, lang: 'es', name: 'Ana Student' });
    const res = await postLogin(student.email.toUpperCase(), student.password);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data).toMatchObject({
      _id: student.id,
      type: 'student',
      status: 'enabled',
      name: 'Ana Student',
      email: student.email,
      lang: 'es',
      countryId,
      master: distributorId,
      masters: [{ _id: distributorId, name: 'Acme Distribution' }],
      TSM: null,
      simulatedBy: null,
    });
    const [row] = await t.deps.db
      .select({ lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, student.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('when the password is wrong, answers 401 invalid-credentials', async () => {
    const student = await makeUser(t.deps.db);
    const res = await postLogin(student.email, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 0, error: 'invalid-credentials' });
  });

  it('when the email is unknown, answers exactly as for a wrong password', async () => {
    const student = await makeUser(t.deps.db);
    const wrongPassword = await postLogin(student.email, 'not-the-password');
    const unknownEmail = await postLogin('nobody@example.com', 'not-the-password');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('when the account is pending, answers 403 account-pending', async () => {
    const pending = await makeUser(t.deps.db, { status: 'pending' });
    const res = await postLogin(pending.email, pending.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('account-pending');
  });

  it('when the registration was rejected, answers 403 registration-rejected, saying whom to ask', async () => {
    const rejected = await makeUser(t.deps.db, { status: 'rejected' });
    const res = await postLogin(rejected.email, rejected.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'registration-rejected',
      message: expect.stringContaining("the manager of your distributor or the academy's administrators"),
    });
  });

  it('when the account is disabled, answers 403 account-disabled', async () => {
    const disabled = await makeUser(t.deps.db, { status: 'disabled' });
    const res = await postLogin(disabled.email, disabled.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('account-disabled');
  });

  it('when a rejected account tries a wrong password, does not reveal that it was rejected', async () => {
    const rejected = await makeUser(t.deps.db, { status: 'rejected' });
    const res = await postLogin(rejected.email, 'not-the-password');
    expect(res.json().error).toBe('invalid-credentials');
  });

  it('when a pending account tries a wrong password, does not reveal that it is pending', async () => {
    const pending = await makeUser(t.deps.db, { status: 'pending' });
    const res = await postLogin(pending.email, 'not-the-password');
    expect(res.json().error).toBe('invalid-credentials');
  });
});

describe('auth/check_token', () => {
  it('when the token is live, answers valid with the session user', async () => {
    const student = await makeUser(t.deps.db);
    const token = await login(t.app, student.email, student.password);
    const res = await checkToken(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ valid: true, user: { _id: student.id, email: student.email } });
  });

  it('when the session passed its absolute limit, answers 401 expired-token', async () => {
    const student = await makeUser(t.deps.db);
    const token = await login(t.app, student.email, student.password);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await checkToken(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('expired-token');
  });

  it('when the session was idle too long, answers 401 expired-token', async () => {
    const student = await makeUser(t.deps.db);
    const token = await login(t.app, student.email, student.password);
    await t.deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - t.deps.config.sessionIdleMs - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await checkToken(token)).json().error).toBe('expired-token');
  });

  it('when the user logged out, the token answers 401 expired-token everywhere', async () => {
    const student = await makeUser(t.deps.db);
    const token = await login(t.app, student.email, student.password);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.json()).toEqual({ status: 1, data: { ok: true } });
    expect((await checkToken(token)).json().error).toBe('expired-token');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe('expired-token');
  });

  it('when the token was never issued, answers 401 expired-token', async () => {
    const res = await checkToken(newToken());
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('expired-token');
  });
});

describe('auth/me', () => {
  it('when no token is sent, answers 401 not-authenticated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('not-authenticated');
  });

  it('when the user is a TSM, includes the scope he follows', async () => {
    const tsm = await makeUser(t.deps.db, { type: 'tsm', tsmRegionType: 'BR', tsmRegions: ['SP', 'RJ'] });
    await t.deps.db.insert(tsmDistributors).values({ tsmId: tsm.id, distributorId });
    await t.deps.db.insert(tsmCountries).values({ tsmId: tsm.id, countryId });
    const token = await login(t.app, tsm.email, tsm.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.json().data).toMatchObject({
      type: 'tsm',
      masters: [],
      TSM: { regionType: 'BR', masters: [distributorId], regions: ['SP', 'RJ'], countries: [countryId] },
    });
  });

  it('when an admin simulates a user, answers that user with the admin as simulatedBy', async () => {
    const admin = await makeUser(t.deps.db, { type: 'admin', name: 'Root Admin' });
    const student = await makeUser(t.deps.db, { distributorId });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/simulate',
      headers: bearer(await login(t.app, admin.email, admin.password)),
      payload: { userId: student.id },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(started.json().data.token),
    });
    expect(res.json().data).toMatchObject({
      _id: student.id,
      type: 'student',
      simulatedBy: { _id: admin.id, name: 'Root Admin', email: admin.email },
    });
  });
});

describe('auth/get_data', () => {
  it('when a user asks for his own fields, answers those fields only', async () => {
    const student = await makeUser(t.deps.db, { lang: 'pt', name: 'Bruno' });
    const token = await login(t.app, student.email, student.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get_data?fields=name,email,lang',
      headers: bearer(token),
    });
    expect(res.json().data).toEqual({ name: 'Bruno', email: student.email, lang: 'pt' });
  });

  it("when a non-admin asks for someone else's fields, answers 403", async () => {
    const student = await makeUser(t.deps.db);
    const other = await makeUser(t.deps.db);
    const token = await login(t.app, student.email, student.password);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/get_data?fields=name&userID=${other.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
  });

  it("when an admin asks for someone else's fields, answers them", async () => {
    const admin = await makeUser(t.deps.db, { type: 'admin' });
    const other = await makeUser(t.deps.db, { distributorId });
    const token = await login(t.app, admin.email, admin.password);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/get_data?fields=email,master&userID=${other.id}`,
      headers: bearer(token),
    });
    expect(res.json().data).toEqual({ email: other.email, master: distributorId });
  });

  it('when a user asks when he accepted the privacy policy, answers the time, or null for an account made by an admin', async () => {
    const student = await makeUser(t.deps.db);
    const token = await login(t.app, student.email, student.password);
    const ask = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/get_data?fields=privacyAcceptedAt',
        headers: bearer(token),
      });
    expect((await ask()).json().data).toEqual({ privacyAcceptedAt: null });
    const accepted = new Date('2026-03-04T05:06:07.000Z');
    await t.deps.db.update(users).set({ privacyAcceptedAt: accepted }).where(eq(users.id, student.id));
    expect((await ask()).json().data).toEqual({ privacyAcceptedAt: accepted.toISOString() });
  });

  it('when a field is unknown, answers 400 validation-failed', async () => {
    const student = await makeUser(t.deps.db);
    const token = await login(t.app, student.email, student.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get_data?fields=name,passwordHash',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation-failed');
  });
});
