import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(headers: Record<string, unknown>) {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  return new Map(lines.map((line: string) => [line.slice(0, line.indexOf('=')), line]));
}

async function signInWithCookie() {
  const user = await makeUser(t.deps.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-requested-with': 'academy' },
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  const session = setCookies(res.headers).get('academy_session') ?? '';
  const token = /^academy_session=([^;]+)/.exec(session)?.[1] ?? '';
  return { user, token, cookie: `academy_session=${token}; academy_signed_in=1` };
}

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

describe('the web session cookie', () => {
  it("the web app's sign-in sets the session token in an HttpOnly, SameSite=Lax cookie and a readable marker beside it", async () => {
    const user = await makeUser(t.deps.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'academy' },
      payload: { email: user.email, password: user.password },
    });
    const cookies = setCookies(res.headers);
    const { token } = res.json().data;
    expect(cookies.get('academy_session')).toBe(
      `academy_session=${token}; Path=/; Max-Age=${Math.floor(t.deps.config.sessionMaxMs / 1000)}; SameSite=Lax; HttpOnly`,
    );
    expect(cookies.get('academy_signed_in')).toMatch(
      /^academy_signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
  });

  it("an API client's sign-in (no X-Requested-With) gets its token and no cookie", async () => {
    const user = await makeUser(t.deps.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toMatch(/^[\w-]{43}$/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('behind https the cookies are Secure', async () => {
    const behindProxy = await createTestApp({ trustProxyHops: 1 });
    try {
      const user = await makeUser(behindProxy.deps.db);
      const res = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https', 'x-requested-with': 'academy' },
        payload: { email: user.email, password: user.password },
      });
      for (const line of setCookies(res.headers).values()) expect(line).toMatch(/; Secure$/);
    } finally {
      await behindProxy.close();
    }
  });

  it('the cookie alone is a session for reads', async () => {
    const { user, cookie } = await signInWithCookie();
    const res = await me({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(user.id);
  });

  it('a change sent with the cookie but without X-Requested-With is made by nobody: 401, and the session lives on', async () => {
    const { cookie } = await signInWithCookie();
    const refused = await logout({ cookie });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'not-authenticated' });
    expect(setCookies(refused.headers).size).toBe(0);
    expect((await me({ cookie })).statusCode).toBe(200);
  });

  it('a GET that changes something needs X-Requested-With as well', async () => {
    const { cookie } = await signInWithCookie();
    const url = '/api/notification/mark-as-read/0123456789abcdef01234567';
    const refused = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(refused.statusCode).toBe(401);
    const asked = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, 'x-requested-with': 'academy' },
    });
    expect(asked.statusCode).not.toBe(401);
  });

  it('signing out with the cookie and X-Requested-With ends the session and clears both cookies', async () => {
    const { cookie } = await signInWithCookie();
    const res = await logout({ cookie, 'x-requested-with': 'academy' });
    expect(res.statusCode).toBe(200);
    const cleared = setCookies(res.headers);
    expect(cleared.get('academy_session')).toMatch(
      /^academy_session=; Path=\/; Max-Age=0; SameSite=Lax; HttpOnly$/,
    );
    expect(cleared.get('academy_signed_in')).toMatch(/^academy_signed_in=; Path=\/; Max-Age=0;/);
    const after = await me({ cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'expired-token' });
  });

  it('a cookie whose session is over or unknown is cleared with the 401, so the page stops asking with it', async () => {
    const unknown = await me({ cookie: 'academy_session=not-a-session; academy_signed_in=1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: 'not-authenticated' });
    const cleared = setCookies(unknown.headers);
    expect(cleared.get('academy_session')).toMatch(/^academy_session=; Path=\/; Max-Age=0;/);
    expect(cleared.get('academy_signed_in')).toMatch(/^academy_signed_in=; Path=\/; Max-Age=0;/);
    const { cookie } = await signInWithCookie();
    await logout({ cookie, 'x-requested-with': 'academy' });
    const ended = await me({ cookie });
    expect(ended.json()).toMatchObject({ error: 'expired-token' });
    expect(setCookies(ended.headers).get('academy_session')).toMatch(/Max-Age=0/);
  });

  it('a bearer token wins over the cookie, and signing out of it leaves the cookie', async () => {
    const { user: asker, cookie } = await signInWithCookie();
    const other = await makeUser(t.deps.db);
    const otherToken = await login(t.app, other.email, other.password);
    const asOther = await me({ cookie, ...bearer(otherToken) });
    expect(asOther.json().data._id).toBe(other.id);
    const res = await logout({ cookie, ...bearer(otherToken) });
    expect(res.statusCode).toBe(200);
    expect(setCookies(res.headers).size).toBe(0);
    expect((await me(bearer(otherToken))).statusCode).toBe(401);
    expect((await me({ cookie })).json().data._id).toBe(asker.id);
  });
});
