import { NOTIFICATION_LIST_LIMIT } from '@academy/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { notifyUsers } from './service.js';

let t: TestApp;
let country: Awaited<ReturnType<typeof makeCountry>>;
let distributorId: string;

beforeAll(async () => {
  t = await createTestApp();
  country = await makeCountry(t.deps.db);
  distributorId = await makeDistributor(t.deps.db, country.id);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const listOf = async (token: string) => (await get('/api/notification/list', token)).json().data;

async function signedIn(type: 'admin' | 'student' = 'student') {
  const user = await makeUser(t.deps.db, { type });
  return { ...user, token: await login(t.app, user.email, user.password) };
}

const notice = (n: number) => ({
  type: 'test',
  describe: { en: `Notice ${n}`, pt: `Aviso ${n}`, es: `Aviso ${n}` },
  route: null,
});

describe('notifications', () => {
  it('when someone registers, the admin finds one unread notification leading to the users check', async () => {
    const admin = await signedIn('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'Nina Nova',
        email: 'nina@example.com',
        password: 'secret123',
        confirmation: 'secret123',
        country: country.id,
        state: country.states[0]?.id,
        master: distributorId,
        privacy: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const { items, unread } = await listOf(admin.token);
    expect(unread).toBe(1);
    expect(items).toEqual([
      {
        _id: expect.any(String),
        type: 'user-registered',
        action: 'review',
        status: 'unread',
        describe: {
          en: expect.stringContaining('Nina Nova'),
          pt: expect.stringContaining('Nina Nova'),
          es: expect.stringContaining('Nina Nova'),
        },
        route: '/settings/users_check',
        createdAt: expect.stringMatching(/Z$/),
      },
    ]);
  });

  it('when a notification is opened, it becomes read and the unread count drops', async () => {
    const me = await signedIn();
    await notifyUsers(t.deps.db, [me.id], notice(1));
    await notifyUsers(t.deps.db, [me.id], notice(2));
    const before = await listOf(me.token);
    expect(before.unread).toBe(2);
    const res = await get(`/api/notification/mark-as-read/${before.items[0]._id}`, me.token);
    expect(res.json()).toEqual({ status: 1, data: { ok: true } });
    const after = await listOf(me.token);
    expect(after.unread).toBe(1);
    expect(after.items.find((item: { _id: string }) => item._id === before.items[0]._id).status).toBe('read');
  });

  it("when someone opens another user's notification, answers 404 and leaves it unread", async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    await notifyUsers(t.deps.db, [owner.id], notice(1));
    const [item] = (await listOf(owner.token)).items;
    const res = await get(`/api/notification/mark-as-read/${item._id}`, intruder.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not-found');
    expect((await listOf(owner.token)).unread).toBe(1);
  });

  it('when the id is unknown, answers 404', async () => {
    const me = await signedIn();
    expect((await get(`/api/notification/mark-as-read/${newId()}`, me.token)).statusCode).toBe(404);
  });

  it("when the user clears his notifications, his list is empty and others' stay", async () => {
    const me = await signedIn();
    const other = await signedIn();
    await notifyUsers(t.deps.db, [me.id, other.id], notice(1));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notification/clear-notifications',
      headers: bearer(me.token),
    });
    expect(res.json()).toEqual({ status: 1, data: { ok: true } });
    expect(await listOf(me.token)).toEqual({ items: [], unread: 0 });
    expect((await listOf(other.token)).items).toHaveLength(1);
  });

  it(`when a user has many notifications, lists the newest ${NOTIFICATION_LIST_LIMIT} and counts every unread`, async () => {
    const me = await signedIn();
    for (let n = 1; n <= NOTIFICATION_LIST_LIMIT + 5; n++) {
      await notifyUsers(t.deps.db, [me.id], notice(n));
      // PGlite's clock counts milliseconds: notices in the same one would have no order between them
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const { items, unread } = await listOf(me.token);
    expect(items).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(unread).toBe(NOTIFICATION_LIST_LIMIT + 5);
    expect(items[0].describe.en).toBe(`Notice ${NOTIFICATION_LIST_LIMIT + 5}`);
  });

  it('when nobody is signed in, answers 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notification/list' });
    expect(res.statusCode).toBe(401);
  });
});
