import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identityProviders,
  samlAssertions,
  settings,
  ssoLogins,
  userIdentities,
  users,
} from '../../db/schema/index.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type AnswerOptions, type SamlPeer, startSamlPeer } from '../../test/saml-peer.js';
import { cookiesOf, cookieValue } from '../../test/sso-browser.js';
import { removeExpiredSignIns } from './browser-flow.js';
import { samlAnswerOf } from './saml.js';

const HOST = 'academy.test';
const ORIGIN = `http://${HOST}`;
const SP_ENTITY = `${ORIGIN}/api/auth/sso/corp/metadata`;
const ACS = `${ORIGIN}/api/auth/sso/corp/acs`;

let t: TestApp;
let peer: SamlPeer;
let adminToken: string;

const createProvider = (fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity-provider/create',
    headers: bearer(adminToken),
    payload: {
      kind: 'saml',
      name: 'Corp IdP',
      slug: 'corp',
      domains: ['corp.example'],
      idpMetadata: peer.metadata,
      claims: { email: 'email', name: 'name', language: 'locale' },
      ...fields,
    },
  });

async function providerRow() {
  const [row] = await t.deps.db.select().from(identityProviders).where(eq(identityProviders.slug, 'corp'));
  if (!row) throw new Error('the provider of these tests is not stored');
  return row;
}

/** The browser's first step: the academy's redirect to the provider, read as the provider reads it. */
async function start() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/sso/corp/start?returnTo=/courses',
    headers: { host: HOST },
  });
  expect(response.statusCode, response.body).toBe(302);
  const request = peer.readRequest(response.headers.location as string);
  return { request, stateCookie: cookieValue(cookiesOf(response), 'academy_sso') ?? '' };
}

const postToAcs = (samlResponse: string, relayState: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sso/corp/acs',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
  });

/** The callback, from a browser holding the state's cookie and the proof the ACS gave (or not). */
const takeSession = (location: string, stateCookie: string, proof = '') =>
  t.app.inject({
    method: 'GET',
    url: location,
    headers: { host: HOST, cookie: `academy_sso=${stateCookie}; academy_sso_proof=${proof}` },
  });
const proofOf = (response: { headers: Record<string, unknown> }) =>
  cookieValue(cookiesOf(response), 'academy_sso_proof') ?? '';

/** A whole sign-in: the redirect, the provider's answer (as `answer` says), the ACS, the callback. */
async function signIn(email: string, answer: Partial<AnswerOptions> = {}) {
  const { request, stateCookie } = await start();
  const samlResponse = peer.answer({
    requestId: request.id,
    acsUrl: request.acsUrl,
    audience: request.issuer,
    nameId: email,
    attributes: { email, name: 'Carla Dias', locale: 'es-AR' },
    ...answer,
  });
  const accepted = await postToAcs(samlResponse, request.relayState);
  expect(accepted.statusCode, accepted.body).toBe(302);
  const location = accepted.headers.location as string;
  if (location.startsWith('/login')) return { location, samlResponse, request, stateCookie };
  const finished = await takeSession(location, stateCookie, proofOf(accepted));
  return {
    location: finished.headers.location as string,
    session: cookieValue(cookiesOf(finished), 'academy_session'),
    samlResponse,
    request,
    stateCookie,
  };
}

const setSiteAddress = (value: string) =>
  t.deps.db
    .insert(settings)
    .values({ name: 'site_url', value })
    .onConflictDoUpdate({ target: settings.name, set: { value } });

const userOf = async (email: string) =>
  (await t.deps.db.select().from(users).where(eq(users.email, email)))[0];

beforeAll(async () => {
  t = await createTestApp();
  peer = await startSamlPeer();
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  adminToken = await login(t.app, admin.email, admin.password);
  await setSiteAddress(ORIGIN);
  const created = await createProvider({});
  expect(created.statusCode, created.body).toBe(200);
});
afterAll(async () => {
  await peer?.close();
  await t?.close();
});

describe('SAML provider settings', () => {
  it("imports the provider's metadata: its entity ID, sign-in address and signing certificate", async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/identity-provider/list',
      headers: bearer(adminToken),
    });
    const corp = listed.json().data.find((provider: { slug: string }) => provider.slug === 'corp');
    expect(corp).toMatchObject({
      kind: 'saml',
      issuer: peer.entityId,
      ssoUrl: `${peer.base}/sso`,
      clientSecretSet: false,
    });
    expect(corp.certificates).toHaveLength(1);
    expect(corp.certificates[0].fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('refuses metadata that is not XML, names no provider or no certificate, and a SAML provider without domains', async () => {
    const broken = [
      'not xml at all <',
      '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>',
      peer.metadata.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, ''),
      peer.metadata.replace(/HTTP-Redirect/, 'HTTP-Artifact'),
    ];
    for (const idpMetadata of broken) {
      const refused = await createProvider({ slug: 'broken', idpMetadata });
      expect(refused.statusCode, idpMetadata).toBe(400);
      expect(refused.json().fields).toEqual({ idpMetadata: 'validation.samlMetadata' });
    }
    const noMetadata = await createProvider({ slug: 'broken', idpMetadata: undefined });
    expect(noMetadata.json().fields).toEqual({ idpMetadata: 'validation.required' });
    const noDomains = await createProvider({ slug: 'broken', domains: [] });
    expect(noDomains.json().fields).toEqual({ domains: 'validation.samlDomains' });
    const [stored] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(identityProviders)
      .where(eq(identityProviders.slug, 'broken'));
    expect(stored?.n).toBe(0);
  });

  it('keeps the imported metadata when a change leaves it out', async () => {
    const row = await providerRow();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/identity-provider/update/${row.id}`,
      headers: bearer(adminToken),
      payload: {
        kind: 'saml',
        name: 'Corp IdP',
        slug: 'corp',
        domains: ['corp.example'],
        claims: { locale: 'locale', language: 'locale' },
      },
    });
    expect(changed.statusCode, changed.body).toBe(400);
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/identity-provider/update/${row.id}`,
      headers: bearer(adminToken),
      payload: {
        kind: 'saml',
        name: 'Corp IdP',
        slug: 'corp',
        domains: ['corp.example'],
        claims: { language: 'locale' },
      },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.issuer).toBe(peer.entityId);
  });

  it('serves the service provider metadata at its stable address, asking for signed assertions', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sso/corp/metadata',
      headers: { host: HOST },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(response.body).toContain(`entityID="${SP_ENTITY}"`);
    expect(response.body).toContain(`Location="${ACS}"`);
    expect(response.body).toContain('WantAssertionsSigned="true"');
  });
});

describe('SAML sign-in', () => {
  it('sends an AuthnRequest naming the ACS, kept with its ID for the answer', async () => {
    const { request, stateCookie } = await start();
    expect(request).toMatchObject({ acsUrl: ACS, issuer: SP_ENTITY, relayState: stateCookie });
    const [kept] = await t.deps.db.select().from(ssoLogins).where(eq(ssoLogins.state, stateCookie));
    expect(kept?.nonce).toBe(request.id);
  });

  it('creates a person of a listed domain from the attributes, in moderation without a distributor', async () => {
    const { location } = await signIn('carla@corp.example');
    expect(location).toBe('/login?sso_error=account-pending');
    const carla = await userOf('carla@corp.example');
    expect(carla).toMatchObject({ name: 'Carla Dias', lang: 'es', status: 'pending' });
  });

  it('signs an enabled person in by a linked subject, into where he was going', async () => {
    const known = await makeUser(t.deps.db, { email: 'dora@corp.example' });
    const first = await signIn('dora@corp.example');
    expect(first.location).toBe('/courses');
    expect(first.session).toBeTruthy();
    const [link] = await t.deps.db.select().from(userIdentities).where(eq(userIdentities.userId, known.id));
    expect(link?.subject).toBe('dora@corp.example');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(first.session ?? ''),
    });
    expect(me.json().data.email).toBe('dora@corp.example');
  });

  it('links or creates nobody by an email outside the domains the provider vouches for', async () => {
    await makeUser(t.deps.db, { email: 'eve@elsewhere.example' });
    const { location } = await signIn('eve@elsewhere.example');
    expect(location).toBe('/login?sso_error=sso-email-unverified');
    const links = await t.deps.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, 'eve@elsewhere.example'));
    expect(links).toHaveLength(0);
  });

  it('refuses an answer played twice, an assertion ID seen before, and a callback from another browser', async () => {
    await makeUser(t.deps.db, { email: 'fabio@corp.example' });
    const first = await signIn('fabio@corp.example');
    expect(first.session).toBeTruthy();
    const again = await postToAcs(first.samlResponse, first.request.relayState);
    expect(again.headers.location).toBe('/login?sso_error=sso-failed');

    const reused = await signIn('fabio@corp.example', { assertionId: 'assertion-fabio' });
    expect(reused.session).toBeTruthy();
    const replayed = await signIn('fabio@corp.example', { assertionId: 'assertion-fabio' });
    expect(replayed.location).toBe('/login?sso_error=sso-failed');
    expect(replayed).not.toHaveProperty('session');

    const { request } = await start();
    const answer = peer.answer({
      requestId: request.id,
      acsUrl: ACS,
      audience: SP_ENTITY,
      nameId: 'fabio@corp.example',
      attributes: { email: 'fabio@corp.example' },
    });
    const accepted = await postToAcs(answer, request.relayState);
    const stolen = await takeSession(
      accepted.headers.location as string,
      'another-browser',
      proofOf(accepted),
    );
    expect(stolen.headers.location).toBe('/login?sso_error=sso-failed');
    expect(cookieValue(cookiesOf(stolen), 'academy_session')).toBeUndefined();
  });

  it('never signs the browser that started a sign-in into the account of another browser that finished it at the provider', async () => {
    const victim = await makeUser(t.deps.db, { email: 'vera@corp.example', type: 'admin' });
    // the attacker starts, and hands the provider's address to the victim, who is signed in there
    const attacker = await start();
    const answer = peer.answer({
      requestId: attacker.request.id,
      acsUrl: ACS,
      audience: SP_ENTITY,
      nameId: victim.email,
      attributes: { email: victim.email },
    });
    const victimsPost = await postToAcs(answer, attacker.request.relayState);
    const callback = victimsPost.headers.location as string;
    expect(callback).toContain('/callback?state=');
    // the attacker, with the state's cookie but not the proof, before and after the victim's browser tries
    for (const holder of ['attacker', 'victim', 'attacker'] as const) {
      const tried =
        holder === 'attacker'
          ? await takeSession(callback, attacker.stateCookie)
          : await takeSession(callback, 'the-victims-own-state', proofOf(victimsPost));
      expect(tried.headers.location).toBe('/login?sso_error=sso-failed');
      expect(cookieValue(cookiesOf(tried), 'academy_session')).toBeUndefined();
    }
  });

  it('returns only to a path of this site, in printable characters', async () => {
    await makeUser(t.deps.db, { email: 'ines@corp.example' });
    for (const returnTo of ['/\t/evil.example', '//evil.example', '/\\evil.example', '/€']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth/sso/corp/start?returnTo=${encodeURIComponent(returnTo)}`,
        headers: { host: HOST },
      });
      const request = peer.readRequest(response.headers.location as string);
      const stateCookie = cookieValue(cookiesOf(response), 'academy_sso') ?? '';
      const accepted = await postToAcs(
        peer.answer({
          requestId: request.id,
          acsUrl: ACS,
          audience: SP_ENTITY,
          nameId: 'ines@corp.example',
          attributes: { email: 'ines@corp.example' },
        }),
        request.relayState,
      );
      const finished = await takeSession(accepted.headers.location as string, stateCookie, proofOf(accepted));
      expect(finished.statusCode, returnTo).toBe(302);
      expect(finished.headers.location, returnTo).toBe('/');
    }
  });

  it("refuses to start, take answers or show metadata while the academy's address is not set", async () => {
    await setSiteAddress('');
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/sso/corp/start',
        headers: { host: HOST },
      });
      expect(response.headers.location).toBe('/login?sso_error=sso-failed');
      const metadata = await t.app.inject({
        method: 'GET',
        url: '/api/auth/sso/corp/metadata',
        headers: { host: HOST },
      });
      expect(metadata.statusCode).toBe(404);
    } finally {
      await setSiteAddress(ORIGIN);
    }
  });

  it('refuses an unsolicited answer and one to another request, creating nobody', async () => {
    for (const requestId of [null, '_another-request']) {
      const { location } = await signIn('gil@corp.example', { requestId });
      expect(location).toBe('/login?sso_error=sso-failed');
    }
    expect(await userOf('gil@corp.example')).toBeUndefined();
  });

  it('forgets assertions once past their time', async () => {
    await t.deps.db.update(samlAssertions).set({ expiresAt: sql`now() - interval '1 minute'` });
    const removed = await removeExpiredSignIns(t.deps.db);
    expect(removed.assertions).toBeGreaterThan(0);
    expect(await t.deps.db.select().from(samlAssertions)).toHaveLength(0);
  });
});

describe('SAML answers refused, each for its reason', () => {
  const REQUEST = '_request-under-test';
  const good: AnswerOptions = {
    requestId: REQUEST,
    acsUrl: ACS,
    audience: SP_ENTITY,
    nameId: 'hugo@corp.example',
    attributes: { email: 'hugo@corp.example' },
  };
  const check = async (samlResponse: string) =>
    samlAnswerOf(await providerRow(), ORIGIN, samlResponse, REQUEST);
  const xmlOf = (options: AnswerOptions) => Buffer.from(peer.answer(options), 'base64').toString();
  const base64 = (xml: string) => Buffer.from(xml).toString('base64');

  it('accepts the well-formed answer the refusals are made from', async () => {
    const accepted = await check(peer.answer(good));
    expect(accepted.claims).toMatchObject({ sub: 'hugo@corp.example', email: 'hugo@corp.example' });
  });

  it.each([
    ['unsigned', { sign: 'none' }, /signature/i],
    ['signed with a key the metadata does not name', { foreignKey: true }, /signature/i],
    [
      'expired',
      { notBeforeMs: -20 * 60_000, notOnOrAfterMs: -10 * 60_000 },
      /expired|no valid subject confirmation/i,
    ],
    ['not yet valid', { notBeforeMs: 10 * 60_000 }, /not yet valid|NotBefore/i],
    ['for another audience', { audience: 'https://other.example/sp' }, /audience/i],
    ['for another recipient', { recipient: 'https://other.example/acs' }, /recipient/i],
    ['sent to another destination', { destination: 'https://other.example/acs' }, /destination/i],
    ['from another issuer', { issuer: 'https://impostor.example' }, /issuer/i],
    ['in answer to another request', { requestId: '_other' }, /InResponseTo/i],
    [
      'whose signed confirmation answers another request than the response says',
      { confirmationRequestId: '_other' },
      /InResponseTo|subject confirmation/i,
    ],
    [
      'whose signed confirmation names no request',
      { confirmationRequestId: null },
      /subject confirmation does not answer/i,
    ],
  ] as const)('refuses an assertion %s', async (_name, wrong, reason) => {
    await expect(check(peer.answer({ ...good, ...wrong }))).rejects.toThrow(reason);
  });

  it('refuses a signed assertion changed after signing', async () => {
    const tampered = xmlOf(good).replaceAll('hugo@corp.example', 'admin@corp.example');
    await expect(check(base64(tampered))).rejects.toThrow(/signature/i);
  });

  it('refuses a wrapped assertion: an unsigned one in front, the signed one hidden inside it', async () => {
    const signed = xmlOf(good);
    const original = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(signed)?.[0] ?? '';
    const signature = /<(ds:)?Signature[\s\S]*<\/(ds:)?Signature>/.exec(original)?.[0] ?? '';
    expect(signature).not.toBe('');
    // the enveloped signature's digest is the same with or without it: it still matches `bare`
    const bare = original.replace(signature, '');
    const evil = bare
      .replaceAll('hugo@corp.example', 'admin@corp.example')
      .replace(/ID="[^"]+"/, 'ID="_evil"')
      .replace('</saml:Issuer>', `</saml:Issuer>${signature}`)
      .replace('</saml:Assertion>', `<saml:Advice>${bare}</saml:Advice></saml:Assertion>`);
    const wrapped = signed.replace(original, evil);
    await expect(check(base64(wrapped))).rejects.toThrow(/signature/i);
    const twice = signed.replace(original, `${evil}${original}`);
    await expect(check(base64(twice))).rejects.toThrow(/multiple assertions|signature/i);
  });
});
