import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, tsmDistributors, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const { id: countryId } = await makeCountry(t.deps.db);
  const user = await makeUser(t.deps.db, { name: 'Carla', lang: 'pt', countryId, state: 'State one' });
  return { ...user, countryId, token: await login(t.app, user.email, user.password) };
}

async function makeFile(ownerId: string, type: string) {
  const id = newId();
  await t.deps.db
    .insert(files)
    .values({ id, ownerId, type, mime: 'image/png', size: 10, storageKey: `test/${id}` });
  return `/api/file/${id}`;
}

const save = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/save-data', headers: bearer(token), payload });

describe('user/get-data', () => {
  it('when a user asks, answers his own profile', async () => {
    const me = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/user/get-data', headers: bearer(me.token) });
    expect(res.json().data).toEqual({
      _id: me.id,
      name: 'Carla',
      email: me.email,
      phone: null,
      dialCode: null,
      avatar: null,
      lang: 'pt',
      countryId: me.countryId,
      state: 'State one',
      city: null,
      type: 'student',
    });
  });

  const getData = (token: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/user/get-data?${query}`, headers: bearer(token) });

  it('when data[] names fields, answers those fields only; one alone is a list of one', async () => {
    const me = await signedIn();
    const two = await getData(me.token, 'data[]=name&data[]=lang');
    expect(two.json().data).toEqual({ name: 'Carla', lang: 'pt' });
    const one = await getData(me.token, 'data[]=email');
    expect(one.json().data).toEqual({ email: me.email });
  });

  it('when data[] names an unknown field (or nothing), answers 400 validation-failed', async () => {
    const me = await signedIn();
    for (const query of ['data[]=name&data[]=passwordHash', 'data[]=', 'userID=not-an-id']) {
      const res = await getData(me.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('validation-failed');
    }
  });

  describe("another person's data, by userID", () => {
    async function people() {
      const { id: countryId } = await makeCountry(t.deps.db);
      const ours = await makeDistributor(t.deps.db, countryId);
      const theirs = await makeDistributor(t.deps.db, countryId);
      const inScope = await makeUser(t.deps.db, { name: 'Dora', distributorId: ours });
      const outOfScope = await makeUser(t.deps.db, { name: 'Enzo', distributorId: theirs });
      const tokenOf = async (options: Parameters<typeof makeUser>[1]) => {
        const user = await makeUser(t.deps.db, options);
        return { ...user, token: await login(t.app, user.email, user.password) };
      };
      const tsm = await tokenOf({ type: 'tsm', tsmRegionType: 'BR' });
      await t.deps.db.insert(tsmDistributors).values({ tsmId: tsm.id, distributorId: ours });
      return {
        inScope,
        outOfScope,
        admin: await tokenOf({ type: 'admin' }),
        tsm,
        master: await tokenOf({ type: 'master', distributorId: ours }),
        student: await tokenOf({ distributorId: ours }),
      };
    }

    it('when the person is in the asker scope (admin, his tsm, his master), answers the fields asked', async () => {
      const { inScope, admin, tsm, master } = await people();
      for (const asker of [admin, tsm, master]) {
        const res = await getData(asker.token, `data[]=name&data[]=email&userID=${inScope.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({ name: 'Dora', email: inScope.email });
      }
      const whole = await getData(admin.token, `userID=${inScope.id}`);
      expect(whole.json().data).toMatchObject({ _id: inScope.id, name: 'Dora', type: 'student' });
    });

    it('when the person is out of the asker scope, answers 403 forbidden, as for someone who does not exist', async () => {
      const { inScope, outOfScope, tsm, master, student } = await people();
      const cases = [
        [tsm, outOfScope.id],
        [master, outOfScope.id],
        [student, inScope.id],
        [master, newId()],
      ] as const;
      for (const [asker, userId] of cases) {
        const res = await getData(asker.token, `data[]=name&userID=${userId}`);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'forbidden' });
        expect(res.body).not.toContain('Enzo');
      }
    });

    it('when an admin asks about someone who does not exist or was removed, answers 404 user-not-found', async () => {
      const { inScope, admin, master } = await people();
      expect((await getData(admin.token, `userID=${newId()}`)).json().error).toBe('user-not-found');
      await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, inScope.id));
      expect((await getData(admin.token, `userID=${inScope.id}`)).json().error).toBe('user-not-found');
      expect((await getData(master.token, `userID=${inScope.id}`)).statusCode).toBe(403);
    });
  });
});

describe('user/save-data', () => {
  it('when some fields are sent, saves those and keeps the others', async () => {
    const me = await signedIn();
    const res = await save(me.token, { phone: '11 99999-0000', dialCode: '+55', lang: 'en' });
    expect(res.json().data).toMatchObject({
      name: 'Carla',
      phone: '11 99999-0000',
      dialCode: '+55',
      lang: 'en',
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(me.token) });
    expect(session.json().data.lang).toBe('en');
  });

  it('when the avatar is an avatar the user uploaded, saves it; null removes it', async () => {
    const me = await signedIn();
    const url = await makeFile(me.id, 'user_avatar');
    expect((await save(me.token, { avatar: url })).json().data.avatar).toBe(url);
    expect((await save(me.token, { avatar: null })).json().data.avatar).toBeNull();
  });

  it("when the avatar is someone else's file, another kind of file or an outside URL, answers 400", async () => {
    const me = await signedIn();
    const other = await makeUser(t.deps.db);
    for (const avatar of [
      await makeFile(other.id, 'user_avatar'),
      await makeFile(me.id, 'course_image'),
      `/api/file/${newId()}`,
      'https://evil.example.com/pixel.png',
    ]) {
      const res = await save(me.token, { avatar });
      expect(res.statusCode, avatar).toBe(400);
      expect(res.json().fields).toEqual({ avatar: 'validation.avatar' });
    }
  });

  it('when nobody is signed in, answers 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/save-data', payload: { name: 'X Y' } });
    expect(res.statusCode).toBe(401);
  });
});
