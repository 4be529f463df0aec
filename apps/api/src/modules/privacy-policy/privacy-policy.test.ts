import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, privacyAcceptances, privacyPolicies, users } from '../../db/schema/index.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: { id: string; token: string };

const policy = (words: string) => ({
  en: `Policy ${words}`,
  pt: `Política ${words}`,
  es: `Política ${words}`,
});

async function signedIn(options: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.deps.db, options);
  return { ...user, token: await login(t.app, user.email, user.password) };
}

const publish = (token: string, text: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy-policy/versions',
    headers: bearer(token),
    payload: { text },
  });

const accept = (token: string, version: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy-policy/accept',
    headers: bearer(token),
    payload: { version },
  });

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data;

/** Publishes a version as the admin and answers its number. */
async function published(words: string): Promise<number> {
  const response = await publish(admin.token, policy(words));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.version;
}

const acceptancesOf = (userId: string) =>
  t.deps.db.select().from(privacyAcceptances).where(eq(privacyAcceptances.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  const made = await signedIn({ type: 'admin', name: 'Ada Admin' });
  admin = { id: made.id, token: made.token };
});
afterAll(() => t.close());

describe('the privacy policy', () => {
  it('when none is published, is version 0 (the built-in text) and nobody is asked to accept', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/privacy-policy' });
    expect(current.json().data).toEqual({ version: 0, text: null, publishedAt: null });
    const learner = await signedIn();
    expect((await me(learner.token)).policyToAccept).toBeNull();
    expect((await accept(learner.token, 1)).statusCode).toBe(404);
  });

  it('cannot be published with a language missing or blank, and nothing is stored', async () => {
    for (const text of [{ en: 'Policy', pt: 'Política' }, { ...policy('x'), es: '   ' }, 'Policy']) {
      const response = await publish(admin.token, text);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
    }
    const blank = (await publish(admin.token, { ...policy('x'), pt: '' })).json();
    expect(blank).toMatchObject({
      error: 'validation-failed',
      fields: { 'text.pt': 'validation.requiredAllLanguages' },
    });
    expect(await t.deps.db.$count(privacyPolicies)).toBe(0);
  });

  it('is published by admins only', async () => {
    const learner = await signedIn();
    const master = await signedIn({ type: 'master' });
    for (const token of [learner.token, master.token]) {
      expect((await publish(token, policy('mine'))).statusCode).toBe(403);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/privacy-policy/versions',
        headers: bearer(token),
      });
      expect(list.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/privacy-policy/versions' })).statusCode).toBe(
      401,
    );
    expect(await t.deps.db.$count(privacyPolicies)).toBe(0);
  });

  it('when a new version is published, a person who accepted the last one must accept it at his next sign-in', async () => {
    const learner = await signedIn({ lang: 'pt' });
    const v1 = await published('one');
    expect((await me(learner.token)).policyToAccept).toBe(v1);
    expect((await accept(learner.token, v1)).statusCode).toBe(200);
    expect((await me(learner.token)).policyToAccept).toBeNull();

    const v2 = await published('two');
    expect(v2).toBe(v1 + 1);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.email, password: learner.password },
    });
    expect(signIn.json().data.policyToAccept).toBe(v2);
    const current = await t.app.inject({ method: 'GET', url: '/api/privacy-policy' });
    expect(current.json().data).toMatchObject({ version: v2, text: policy('two') });

    // the publisher wrote it: he is not asked, and the publication is audited
    expect((await me(admin.token)).policyToAccept).toBeNull();
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy-policy.publish'), eq(auditLog.entityId, String(v2))));
    expect(entry).toMatchObject({ actorId: admin.id, entity: 'privacy_policy' });
  });

  it('accepting records the acceptance and its time on the person, once however often he accepts', async () => {
    const learner = await signedIn();
    const current = (await me(learner.token)).policyToAccept as number;
    const first = await accept(learner.token, current);
    expect(first.statusCode, first.body).toBe(200);
    const again = await accept(learner.token, current);
    expect(again.json().data).toEqual(first.json().data);
    const rows = await acceptancesOf(learner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.version).toBe(current);
    const [person] = await t.deps.db
      .select({ at: users.privacyAcceptedAt })
      .from(users)
      .where(eq(users.id, learner.id));
    expect(person?.at?.toISOString()).toBe(first.json().data.acceptedAt);
    expect((await me(learner.token)).policyToAccept).toBeNull();
  });

  it('refuses to accept an older version than the one in force, a version never published, or bad input', async () => {
    const learner = await signedIn();
    const current = (await me(learner.token)).policyToAccept as number;
    expect((await accept(learner.token, current - 1)).json().error).toBe('conflict');
    expect((await accept(learner.token, current + 1)).statusCode).toBe(404);
    for (const bad of [0, -1, 1.5, 'one', null])
      expect((await accept(learner.token, bad)).statusCode).toBe(400);
    expect(await acceptancesOf(learner.id)).toHaveLength(0);
  });

  it('is never accepted by someone simulating the person, and the simulation is not asked', async () => {
    const learner = await signedIn();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/simulate',
      headers: bearer(admin.token),
      payload: { userId: learner.id },
    });
    const simulation = started.json().data;
    expect(simulation.policyToAccept).toBeNull();
    const current = (await me(learner.token)).policyToAccept as number;
    expect((await accept(simulation.token, current)).json().error).toBe('simulation-read-only');
    const act = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/simulation/mode',
      headers: bearer(simulation.token),
      payload: { mode: 'act' },
    });
    expect(act.statusCode).toBe(200);
    expect((await accept(simulation.token, current)).json().error).toBe('forbidden');
    expect(await acceptancesOf(learner.id)).toHaveLength(0);
    expect((await me(learner.token)).policyToAccept).toBe(current);
  });

  it('is accepted with a registration: the new person is not asked again', async () => {
    const brazil = await makeCountry(t.deps.db, { region: 'BR' });
    const master = await makeDistributor(t.deps.db, brazil.id);
    const email = `joao.${Date.now()}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'João Lima',
        email,
        password: 'secret123',
        confirmation: 'secret123',
        country: brazil.id,
        state: brazil.states[0]?.id,
        master,
        privacy: true,
        lang: 'pt',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const id = registered.json().data._id as string;
    const current = (await t.app.inject({ method: 'GET', url: '/api/privacy-policy' })).json().data.version;
    expect((await acceptancesOf(id)).map((row) => row.version)).toEqual([current]);
  });

  it('blocks no API token: a token whose maker has not accepted still works', async () => {
    await published('three');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/api-token/create',
      headers: bearer((await signedIn({ type: 'admin' })).token),
      payload: { name: 'Reporting', scopes: ['users:read'], days: 30 },
    });
    const token = made.json().data.token as string;
    const teams = await t.app.inject({ method: 'GET', url: '/api/team/list', headers: bearer(token) });
    expect(teams.statusCode, teams.body).toBe(200);
    // acceptance is a person's: no token reaches it
    expect((await accept(token, 3)).json().error).toBe('insufficient-scope');
  });

  it('lists its versions newest first, each readable with its text', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/privacy-policy/versions?limit=2',
      headers: bearer(admin.token),
    });
    const { items, total } = list.json().data;
    expect(total).toBe(3);
    expect(items.map((item: { version: number }) => item.version)).toEqual([3, 2]);
    expect(items[0].publishedBy).toEqual({ _id: admin.id, name: 'Ada Admin' });
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/privacy-policy/versions/1',
      headers: bearer(admin.token),
    });
    expect(one.json().data.text).toEqual(policy('one'));
    for (const [url, status] of [
      ['/api/privacy-policy/versions/9', 404],
      ['/api/privacy-policy/versions/x', 400],
      ['/api/privacy-policy/versions?limit=0', 400],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
      expect(response.statusCode, url).toBe(status);
    }
  });
});
