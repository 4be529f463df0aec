import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationLinks, users } from '../../db/schema/index.js';
import { makeStoredFile } from '../../test/course-data.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, describeOnTwoConnections, type TestApp } from '../../test/harness.js';

let t: TestApp;
let distributorId: string;
let masterToken: string;
let otherMasterToken: string;
let adminToken: string;

async function asUser(type: 'admin' | 'master', distributor?: string) {
  const made = await makeUser(t.deps.db, { type, distributorId: distributor });
  return login(t.app, made.email, made.password);
}

async function entrance(token: string, slug: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/partner-entrance/${distributorId}`,
    headers: bearer(token),
    payload: { slug, brandColour: '#0a7f3f' },
  });
}

async function link(fields: Record<string, unknown> = {}, token = masterToken) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/partner-entrance/${distributorId}/links`,
    headers: bearer(token),
    payload: { label: 'Sales team 2026', days: 30, maxUses: 5, ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _id: string; code: string; uses: number };
}

const register = (code: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register-invited',
    payload: {
      code,
      name: 'Invited Person',
      email,
      password: 'secret123',
      confirmation: 'secret123',
      privacy: true,
      lang: 'es',
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  const country = await makeCountry(t.deps.db);
  distributorId = await makeDistributor(t.deps.db, country.id, { name: 'Beta Partner' });
  const other = await makeDistributor(t.deps.db, country.id);
  masterToken = await asUser('master', distributorId);
  otherMasterToken = await asUser('master', other);
  adminToken = await asUser('admin');
  expect((await entrance(masterToken, 'beta-partner')).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("a distributor's entrance", () => {
  it('is kept by its master and the admins, and shown to anyone at its address', async () => {
    expect((await entrance(otherMasterToken, 'beta-other')).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/api/public/entrance/beta-partner' });
    expect(page.json().data).toEqual({ name: 'Beta Partner', logo: null, brandColour: '#0a7f3f' });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/partner-entrance/${distributorId}`,
      headers: bearer(adminToken),
    });
    expect(view.json().data).toMatchObject({ slug: 'beta-partner', distributor: { name: 'Beta Partner' } });
  });

  it('shows an uploaded distributor logo, and refuses any other file as one', async () => {
    const logo = await makeStoredFile(t.deps, 'distributor_logo', { mime: 'image/png' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/partner-entrance/${distributorId}`,
      headers: bearer(masterToken),
      payload: { slug: 'beta-partner', brandColour: '#0a7f3f', logo },
    });
    expect(saved.json().data.logo).toBe(logo);
    const page = await t.app.inject({ method: 'GET', url: '/api/public/entrance/beta-partner' });
    expect(page.json().data.logo).toBe(logo);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);

    const avatar = await makeStoredFile(t.deps, 'user_avatar', { mime: 'image/png' });
    for (const other of [avatar, 'https://elsewhere.example/logo.png']) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/partner-entrance/${distributorId}`,
        headers: bearer(masterToken),
        payload: { slug: 'beta-partner', logo: other },
      });
      expect([refused.statusCode, refused.json().fields?.logo], other).toEqual([400, 'validation.logo']);
    }
  });

  it('refuses a taken address, a colour that is not #rrggbb and a bad address', async () => {
    const country = await makeCountry(t.deps.db);
    const taken = await makeDistributor(t.deps.db, country.id);
    const admin = bearer(adminToken);
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/partner-entrance/${taken}`,
      headers: admin,
      payload: { slug: 'beta-partner' },
    });
    expect([clash.statusCode, clash.json().fields?.slug]).toEqual([400, 'validation.slugTaken']);
    for (const payload of [
      { slug: 'ok-slug', brandColour: 'red' },
      { slug: 'Not a slug!' },
      { slug: '../x' },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/partner-entrance/${taken}`,
        headers: admin,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('an invitation link', () => {
  it('registers people straight into its distributor, enabled, and its master sees who joined', async () => {
    const made = await link();
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/public/invitation/beta-partner/${made.code}`,
    });
    expect(shown.json().data).toMatchObject({ name: 'Beta Partner' });
    const joined = await register(made.code, 'invited.one@example.com');
    expect(joined.json().data).toMatchObject({ status: 'enabled' });
    const [person] = await t.deps.db.select().from(users).where(eq(users.email, 'invited.one@example.com'));
    expect(person).toMatchObject({ distributorId, status: 'enabled', type: 'student', lang: 'es' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'invited.one@example.com', password: 'secret123' },
    });
    expect(signedIn.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/invitation-link/joined/${made._id}`,
      headers: bearer(masterToken),
    });
    expect(list.json().data.map((each: { email: string }) => each.email)).toEqual([
      'invited.one@example.com',
    ]);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/invitation-link/joined/${made._id}`,
      headers: bearer(otherMasterToken),
    });
    expect(other.statusCode).toBe(404);
  });

  it('is refused once its uses are spent, once expired, once revoked, and with a wrong code, creating nobody', async () => {
    const once = await link({ maxUses: 1 });
    expect((await register(once.code, 'first@example.com')).statusCode).toBe(200);
    const spent = await register(once.code, 'second@example.com');
    expect([spent.statusCode, spent.json().error]).toEqual([400, 'invalid-link']);

    const expiring = await link();
    await t.deps.db
      .update(invitationLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationLinks.id, expiring._id));
    expect((await register(expiring.code, 'third@example.com')).json().error).toBe('invalid-link');

    const revoked = await link();
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/invitation-link/revoke/${revoked._id}`,
      headers: bearer(masterToken),
    });
    expect(revoke.json().data.revokedAt).not.toBeNull();
    expect((await register(revoked.code, 'fourth@example.com')).json().error).toBe('invalid-link');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/invitation/beta-partner/${revoked.code}` }))
        .statusCode,
    ).toBe(400);

    expect((await register('a-code-nobody-made-000', 'fifth@example.com')).json().error).toBe('invalid-link');
    for (const email of ['second', 'third', 'fourth', 'fifth'])
      expect(await t.deps.db.$count(users, eq(users.email, `${email}@example.com`))).toBe(0);
  });

  it('gives its use back when the email is taken', async () => {
    const made = await link({ maxUses: 1 });
    await makeUser(t.deps.db, { email: 'taken@example.com' });
    const taken = await register(made.code, 'taken@example.com');
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'email-taken']);
    const [row] = await t.deps.db.select().from(invitationLinks).where(eq(invitationLinks.id, made._id));
    expect(row?.uses).toBe(0);
  });

  it('refuses bad input: no days, too many uses, a learner making one', async () => {
    for (const fields of [{ days: 0 }, { maxUses: 0 }, { maxUses: 100_000 }, { label: '' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/partner-entrance/${distributorId}/links`,
        headers: bearer(masterToken),
        payload: { label: 'x', days: 1, maxUses: 1, ...fields },
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    const learner = await makeUser(t.deps.db, { type: 'student', distributorId });
    const learnerToken = await login(t.app, learner.email, learner.password);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/partner-entrance/${distributorId}/links`,
      headers: bearer(learnerToken),
      payload: { label: 'x', days: 1, maxUses: 1 },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describeOnTwoConnections('the last use of an invitation link', (connections) => {
  it('goes to one of two registrations racing for it', async () => {
    const { t: app } = connections();
    const country = await makeCountry(app.deps.db);
    const distributor = await makeDistributor(app.deps.db, country.id);
    const master = await makeUser(app.deps.db, { type: 'master', distributorId: distributor });
    const token = await login(app.app, master.email, master.password);
    const made = (
      await app.app.inject({
        method: 'POST',
        url: `/api/partner-entrance/${distributor}/links`,
        headers: bearer(token),
        payload: { label: 'Race', days: 1, maxUses: 1 },
      })
    ).json().data;
    const answers = await Promise.all(
      ['racer.a@example.com', 'racer.b@example.com'].map((email) =>
        app.app.inject({
          method: 'POST',
          url: '/api/user/register-invited',
          payload: {
            code: made.code,
            name: 'Racer',
            email,
            password: 'secret123',
            confirmation: 'secret123',
            privacy: true,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});
