import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications, ssoLogins, userIdentities, users } from '../../db/schema/index.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startOidcPeer } from '../../test/oidc-peer.js';
import { cookiesOf, cookieValue } from '../../test/sso-browser.js';

const HOST = 'academy.test';
const CALLBACK = `http://${HOST}/api/auth/sso/partner/callback`;

let t: TestApp;
let peer: Awaited<ReturnType<typeof startOidcPeer>>;
let adminToken: string;
let distributor: { id: string; name: string; countryIso: string };

async function saveProvider(fields: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/identity-provider/create',
    headers: bearer(adminToken),
    payload: {
      name: 'Partner Portal',
      slug: 'partner',
      issuer: peer.issuer,
      clientId: 'academy',
      clientSecret: 'academy-client-secret',
      scopes: 'openid email profile partner',
      domains: ['partner.com'],
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The browser's round trip: start, the provider's pages, the callback; answers where it ends and the cookies set. */
async function signInAt(
  subject: string,
  options: { returnTo?: string; before?: (state: string) => Promise<void> } = {},
) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/sso/partner/start${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''}`,
    headers: { host: HOST },
  });
  expect(start.statusCode, start.body).toBe(302);
  const stateCookie = cookieValue(cookiesOf(start), 'academy_sso') ?? '';
  await options.before?.(stateCookie);
  const callback = await peer.signIn(start.headers.location as string, subject);
  const answer = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { host: HOST, cookie: `academy_sso=${stateCookie}` },
  });
  return {
    answer,
    callback,
    stateCookie,
    location: answer.headers.location as string,
    cookies: cookiesOf(answer),
  };
}

const userOf = async (email: string) =>
  (await t.deps.db.select().from(users).where(eq(users.email, email)))[0];

beforeAll(async () => {
  t = await createTestApp();
  peer = await startOidcPeer(CALLBACK);
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  adminToken = await login(t.app, admin.email, admin.password);
  const country = await makeCountry(t.deps.db, { iso2: 'XQ' });
  const name = `Alfa Partner ${Date.now()}`;
  distributor = { id: await makeDistributor(t.deps.db, country.id, { name }), name, countryIso: 'XQ' };
  await saveProvider();
});
afterAll(async () => {
  await peer?.close();
  await t?.close();
});

describe('OpenID Connect sign-in', () => {
  it('sends the browser to the provider with PKCE (S256), a state and a nonce, and keeps them for the callback', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sso/partner/start',
      headers: { host: HOST },
    });
    const target = new URL(start.headers.location as string);
    expect(target.origin).toBe(peer.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const state = target.searchParams.get('state') ?? '';
    const [kept] = await t.deps.db.select().from(ssoLogins).where(eq(ssoLogins.state, state));
    expect(kept?.nonce).toBe(target.searchParams.get('nonce'));
    expect(cookieValue(cookiesOf(start), 'academy_sso')).toBe(state);
  });

  it('creates a person seen for the first time from the mapped claims, enabled in his distributor, and signs him in where he was going', async () => {
    peer.people.set('ana-1', {
      email: 'Ana@Partner.com',
      email_verified: true,
      name: 'Ana Souza',
      locale: 'pt-BR',
      distributor: distributor.name,
      country: distributor.countryIso,
    });
    const { location, cookies } = await signInAt('ana-1', { returnTo: '/courses' });
    expect(location).toBe('/courses');
    const token = cookieValue(cookies, 'academy_session') ?? '';
    expect(token.length).toBeGreaterThan(20);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({
      email: 'ana@partner.com',
      name: 'Ana Souza',
      lang: 'pt',
      type: 'student',
      status: 'enabled',
      master: distributor.id,
    });
    const ana = await userOf('ana@partner.com');
    expect(ana?.passwordHash).toBe('!');
    const links = await t.deps.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, ana?.id ?? ''));
    expect(links.map((link) => link.subject)).toEqual(['ana-1']);

    // a second sign-in finds him by his subject, whatever his email has become
    peer.people.set('ana-1', { ...peer.people.get('ana-1'), email: 'ana.souza@partner.com' });
    const again = await signInAt('ana-1');
    expect(again.location).toBe('/');
    expect(await t.deps.db.$count(users, eq(users.name, 'Ana Souza'))).toBe(1);
  });

  it('links an existing account by email only when the provider asserts the email verified', async () => {
    const known = await makeUser(t.deps.db, { email: 'bruno@partner.com', type: 'fact' });
    peer.people.set('bruno-unverified', { email: 'bruno@partner.com', email_verified: false, name: 'Bruno' });
    const refused = await signInAt('bruno-unverified');
    expect(refused.location).toBe('/login?sso_error=sso-email-unverified');
    expect(cookieValue(refused.cookies, 'academy_session')).toBeUndefined();
    expect(await t.deps.db.$count(userIdentities, eq(userIdentities.userId, known.id))).toBe(0);

    peer.people.set('bruno-1', { email: 'bruno@partner.com', email_verified: true, name: 'Bruno' });
    const linked = await signInAt('bruno-1');
    expect(linked.location).toBe('/');
    const [link] = await t.deps.db.select().from(userIdentities).where(eq(userIdentities.userId, known.id));
    expect(link?.subject).toBe('bruno-1');
  });

  it('puts a new person without a known distributor in moderation, tells the admins, and opens no session', async () => {
    peer.people.set('carla-1', {
      email: 'carla@partner.com',
      email_verified: true,
      name: 'Carla',
      distributor: 'Nobody Inc',
    });
    const { location, cookies } = await signInAt('carla-1');
    expect(location).toBe('/login?sso_error=account-pending');
    expect(cookieValue(cookies, 'academy_session')).toBeUndefined();
    const carla = await userOf('carla@partner.com');
    expect(carla).toMatchObject({ status: 'pending', distributorId: null, type: 'student' });
    expect(await t.deps.db.$count(notifications, eq(notifications.aboutId, carla?.id ?? ''))).toBeGreaterThan(
      0,
    );
  });

  it('refuses a callback from another browser, a replayed one, and one whose nonce does not match, creating nobody', async () => {
    peer.people.set('dan-1', {
      email: 'dan@partner.com',
      email_verified: true,
      name: 'Dan',
      distributor: distributor.name,
    });
    // the state cookie of another browser
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sso/partner/start',
      headers: { host: HOST },
    });
    const callback = await peer.signIn(start.headers.location as string, 'dan-1');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { host: HOST, cookie: 'academy_sso=someone-else' },
    });
    expect(foreign.headers.location).toBe('/login?sso_error=sso-failed');
    expect(await userOf('dan@partner.com')).toBeUndefined();

    // the same answer a second time, after it was used
    const used = await signInAt('dan-1');
    expect(used.location).toBe('/');
    const replay = await t.app.inject({
      method: 'GET',
      url: `${used.callback.pathname}${used.callback.search}`,
      headers: { host: HOST, cookie: `academy_sso=${used.stateCookie}` },
    });
    expect(replay.headers.location).toBe('/login?sso_error=sso-failed');

    // a nonce that is not the one sent
    peer.people.set('erin-1', {
      email: 'erin@partner.com',
      email_verified: true,
      name: 'Erin',
      distributor: distributor.name,
    });
    const tampered = await signInAt('erin-1', {
      before: (state) =>
        t.deps.db
          .update(ssoLogins)
          .set({ nonce: 'another-nonce' })
          .where(eq(ssoLogins.state, state))
          .then(() => {}),
    });
    expect(tampered.location).toBe('/login?sso_error=sso-failed');
    expect(await userOf('erin@partner.com')).toBeUndefined();
  });

  describe('an ID token changed after the provider made it', () => {
    const person = { email: 'fay@partner.com', email_verified: true, name: 'Fay', distributor: '' };
    afterEach(() => peer.tamperIdTokens(null));

    it("is accepted when only signed again with the provider's own key, unchanged", async () => {
      peer.people.set('fay-1', { ...person, distributor: distributor.name });
      peer.tamperIdTokens({});
      expect((await signInAt('fay-1')).location).toBe('/');
    });

    it.each([
      ['signed with a key the provider does not publish', { foreignKey: true }],
      ['for another audience', { claims: (claims: JWTPayload) => ({ ...claims, aud: 'another-client' }) }],
      [
        'from another issuer',
        { claims: (claims: JWTPayload) => ({ ...claims, iss: 'https://evil.example' }) },
      ],
      [
        'expired',
        { claims: (claims: JWTPayload) => ({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 }) },
      ],
    ])('is refused when %s, and nobody is created', async (_name, tampering) => {
      const subject = `gus-${_name.length}`;
      const email = `${subject}@partner.com`;
      peer.people.set(subject, { ...person, email, distributor: distributor.name });
      peer.tamperIdTokens(tampering);
      const { location, cookies } = await signInAt(subject);
      expect(location).toBe('/login?sso_error=sso-failed');
      expect(cookieValue(cookies, 'academy_session')).toBeUndefined();
      expect(await userOf(email)).toBeUndefined();
    });
  });

  it('refuses a provider whose discovery document names another issuer, and an answer of error', async () => {
    const liar = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer: 'https://evil.example',
          authorization_endpoint: 'https://evil.example/auth',
        }),
      );
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    try {
      await saveProvider({
        slug: 'liar',
        name: 'Liar',
        issuer: `http://127.0.0.1:${(liar.address() as AddressInfo).port}`,
      });
      const start = await t.app.inject({
        method: 'GET',
        url: '/api/auth/sso/liar/start',
        headers: { host: HOST },
      });
      expect(start.headers.location).toBe('/login?sso_error=sso-failed');
    } finally {
      liar.close();
    }
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sso/partner/start',
      headers: { host: HOST },
    });
    const state = cookieValue(cookiesOf(start), 'academy_sso');
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/partner/callback?error=access_denied&state=${state}`,
      headers: { host: HOST, cookie: `academy_sso=${state}` },
    });
    expect(denied.headers.location).toBe('/login?sso_error=sso-failed');
  });
});

describe('identity providers in Settings', () => {
  it('keep the client secret sealed and never answer it; the login page lists the enabled ones with their domains', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/identity-provider/list',
      headers: bearer(adminToken),
    });
    expect(list.body).not.toContain('academy-client-secret');
    expect(list.json().data.find((each: { slug: string }) => each.slug === 'partner')).toMatchObject({
      clientSecretSet: true,
    });
    const options = await t.app.inject({ method: 'GET', url: '/api/auth/sso/providers' });
    expect(options.json().data).toContainEqual({
      name: 'Partner Portal',
      slug: 'partner',
      domains: ['partner.com'],
    });
  });

  it('refuse a second provider with the same slug, an http issuer off this machine, and a scope list without openid', async () => {
    for (const fields of [
      { slug: 'partner' },
      { slug: 'x2', issuer: 'http://idp.example.com' },
      { slug: 'x3', scopes: 'email profile' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/identity-provider/create',
        headers: bearer(adminToken),
        payload: { name: 'Other', issuer: peer.issuer, clientId: 'c', ...fields },
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
  });
});

describe('a domain that must sign in through its provider', () => {
  it('has no password sign-in', async () => {
    const person = await makeUser(t.deps.db, { email: 'felipe@required.com' });
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect(before.statusCode).toBe(200);
    await saveProvider({ slug: 'required', name: 'Required', domains: ['required.com'], requireSso: true });
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect([after.statusCode, after.json().error]).toEqual([403, 'sso-required']);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/generate_reset_token',
      payload: { email: person.email },
    });
    expect([reset.statusCode, reset.json().error]).toEqual([403, 'sso-required']);
    expect(await t.deps.db.$count(users, and(eq(users.email, person.email)))).toBe(1);
  });
});
