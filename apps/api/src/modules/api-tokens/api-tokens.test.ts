import { API_SCOPES, type ApiScope } from '@academy/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditLog, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { setMaintenance } from '../settings/index.js';
import { SCOPE_EXAMPLES } from './documentation.js';

interface Operation {
  'x-access'?: 'public' | 'user' | string[];
  'x-scope'?: ApiScope;
}

let t: TestApp;
let adminToken: string;
let adminId: string;

const FAKE_ID = '0123456789abcdef01234567';

async function makeToken(
  scopes: readonly ApiScope[],
  name = `Token of ${scopes.length} scopes`,
  as = adminToken,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api-token/create',
    headers: bearer(as),
    payload: { name, scopes, days: 30 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { item: { _id: string; name: string }; token: string };
}

/** Every operation of the API document but the public ones, path parameters filled with an id. */
async function operations() {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, operation]) => method !== 'head' && operation['x-access'] !== 'public')
      .map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        path,
        url: path.replace(/\{[^}]+\}/g, FAKE_ID),
        name: `${method.toUpperCase()} ${path}`,
        scope: operation['x-scope'],
      })),
  );
}

beforeAll(async () => {
  t = await createTestApp({ apiTokenRequestsPerMinute: 100_000 });
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  adminId = admin.id;
  adminToken = await login(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

describe('an API token', () => {
  it('is shown once at its making, kept only as its hash, and listed with its scopes and no secret', async () => {
    const { item, token } = await makeToken(['reports:read'], 'CRM reports');
    expect(token).toMatch(/^acd_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db.select().from(apiTokens).where(eq(apiTokens.id, item._id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(4));

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/api-token/list',
      headers: bearer(adminToken),
    });
    const listed = list.json().data.find((each: { _id: string }) => each._id === item._id);
    expect(listed).toMatchObject({
      name: 'CRM reports',
      scopes: ['reports:read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(list.body).not.toContain(token.slice(4));
    expect(list.body).not.toContain(row?.tokenHash);
  });

  it('reaches exactly the calls its scopes open, and no call without a scope, over every call of the API document', async () => {
    const all = await operations();
    expect(all.filter((op) => op.scope).length).toBeGreaterThan(40);
    const only = Object.fromEntries(
      await Promise.all(API_SCOPES.map(async (scope) => [scope, (await makeToken([scope])).token])),
    ) as Record<ApiScope, string>;
    const allBut = Object.fromEntries(
      await Promise.all(
        API_SCOPES.map(async (scope) => [
          scope,
          (await makeToken(API_SCOPES.filter((s) => s !== scope))).token,
        ]),
      ),
    ) as Record<ApiScope, string>;
    const everything = (await makeToken(API_SCOPES)).token;

    const wrong: string[] = [];
    for (const op of all) {
      const refusing = op.scope ? allBut[op.scope] : everything;
      const refused = await t.app.inject({ method: op.method, url: op.url, headers: bearer(refusing) });
      if (refused.statusCode !== 403 || refused.json().error !== 'insufficient-scope')
        wrong.push(`${op.name} without its scope: ${refused.statusCode}`);
      if (!op.scope) continue;
      const allowed = await t.app.inject({ method: op.method, url: op.url, headers: bearer(only[op.scope]) });
      if (allowed.statusCode === 401 || allowed.statusCode === 403 || allowed.statusCode >= 500)
        wrong.push(`${op.name} with ${op.scope}: ${allowed.statusCode} ${allowed.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the API document's example of each scope is a call that scope opens", async () => {
    const byName = new Map((await operations()).map((op) => [`${op.method} ${op.path}`, op.scope]));
    for (const [scope, example] of Object.entries(SCOPE_EXAMPLES)) {
      const path = example.path.split('?')[0]?.replace(/:(\w+)/g, '{$1}');
      expect(byName.get(`${example.method} ${path}`), `${scope}: ${example.path}`).toBe(scope);
    }
  });

  it('answers with its maker’s data, notes its last use, and is refused from the second after it is revoked', async () => {
    const { item, token } = await makeToken(['users:read']);
    const before = await t.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    const [used] = await t.deps.db.select().from(apiTokens).where(eq(apiTokens.id, item._id));
    expect(used?.lastUsedAt).not.toBeNull();

    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/api-token/revoke/${item._id}`,
      headers: bearer(adminToken),
    });
    expect(revoke.json().data.revokedAt).not.toBeNull();
    const after = await t.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('expired-token');
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, item._id));
    expect(entry?.action).toBe('api-token.create');
  });

  it('stops when it expires, and when its maker is no longer an enabled admin', async () => {
    const expiring = await makeToken(['users:read']);
    await t.deps.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.item._id));
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/user/list',
      headers: bearer(expiring.token),
    });
    expect([expired.statusCode, expired.json().error]).toEqual([401, 'expired-token']);

    const maker = await makeUser(t.deps.db, { type: 'admin' });
    const makerToken = await login(t.app, maker.email, maker.password);
    const { token } = await makeToken(['users:read'], 'Made by a leaver', makerToken);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, maker.id));
    const orphan = await t.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(token) });
    expect([orphan.statusCode, orphan.json().error]).toEqual([401, 'expired-token']);
  });

  it('records every change it makes in the audit log under its name', async () => {
    const { item, token } = await makeToken(['users:write'], 'HR sync');
    const email = `synced.${Date.now()}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      headers: bearer(token),
      payload: { name: 'Synced Person', email, type: 'admin' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.apiTokenId, item._id));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.actorId).toBe(adminId);
      expect(entry.details).toMatchObject({ apiToken: 'HR sync' });
    }
  });

  it('costs the same statements as a session on the same call', async () => {
    const { token } = await makeToken(['reports:read']);
    const ask = (with_: string) => () =>
      t.app.inject({ method: 'GET', url: '/api/report/course-list', headers: bearer(with_) });
    // the first use of each touches its last use; the counts compare steady requests
    await ask(token)();
    await ask(adminToken)();
    const byToken = await t.queries.measure(ask(token));
    const bySession = await t.queries.measure(ask(adminToken));
    expect(byToken.result.statusCode).toBe(200);
    expect(byToken.queries).toBe(bySession.queries);
  });

  it('waits out maintenance like everyone but the admins at the keyboard', async () => {
    const { token } = await makeToken(['users:read']);
    await setMaintenance(t.deps.db, true);
    try {
      const refused = await t.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(token) });
      expect(refused.statusCode).toBe(503);
      const admin = await t.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(adminToken) });
      expect(admin.statusCode).toBe(200);
    } finally {
      await setMaintenance(t.deps.db, false);
    }
  });
});

describe('making API tokens', () => {
  it('refuses bad input with the field at fault and stores nothing', async () => {
    const [{ count: before } = { count: 0 }] = await t.deps.db.$count(apiTokens).then((count) => [{ count }]);
    for (const payload of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['users:admin'] },
      { name: 'x', scopes: ['users:read', 'users:read'] },
      { name: '', scopes: ['users:read'] },
      { name: 'x', scopes: ['users:read'], days: 0 },
      { name: 'x', scopes: ['users:read'], days: 100_000 },
      { name: 'x', scopes: ['users:read'], tokenHash: 'mine' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/api-token/create',
        headers: bearer(adminToken),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.deps.db.$count(apiTokens)).toBe(before);
  });

  it('is for admins only, and revoking an unknown token is a 404', async () => {
    const master = await makeUser(t.deps.db, { type: 'master' });
    const masterToken = await login(t.app, master.email, master.password);
    for (const [method, url] of [
      ['GET', '/api/api-token/list'],
      ['POST', '/api/api-token/create'],
      ['POST', `/api/api-token/revoke/${FAKE_ID}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(masterToken) });
      expect(response.statusCode, url).toBe(403);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/api-token/revoke/${FAKE_ID}`,
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('an API token’s rate limit', () => {
  it('answers 429 with Retry-After once its requests a minute are spent, and leaves other tokens alone', async () => {
    const limited = await createTestApp({ apiTokenRequestsPerMinute: 3 });
    try {
      const admin = await makeUser(limited.deps.db, { type: 'admin' });
      const session = await login(limited.app, admin.email, admin.password);
      const make = async () =>
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/api-token/create',
            headers: bearer(session),
            payload: { name: 'Busy', scopes: ['users:read'] },
          })
        ).json().data.token as string;
      const [busy, other] = [await make(), await make()];
      const ask = (token: string) =>
        limited.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(token) });
      for (let i = 0; i < 3; i++) expect((await ask(busy)).statusCode).toBe(200);
      const spent = await ask(busy);
      expect([spent.statusCode, spent.json().error]).toEqual([429, 'rate-limited']);
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask(other)).statusCode).toBe(200);
      // a person's session is not counted against it
      for (let i = 0; i < 5; i++)
        expect(
          (await limited.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(session) }))
            .statusCode,
        ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
