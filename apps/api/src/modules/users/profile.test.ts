import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer, login, makeCountry, makeUser } from '../../test/factories.js';
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
