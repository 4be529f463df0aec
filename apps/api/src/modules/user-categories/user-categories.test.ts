import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings, users } from '../../db/schema/index.js';
import { bearer, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokensByRole>>;
/** one user per category A..D, and one without a category */
let people: { id: string; category: number | null }[];

const TITLES = ['A', 'B', 'C', 'D'];

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
  people = await Promise.all(
    [0, 1, 2, 3, null].map(async (category) => ({ id: (await makeUser(t.deps.db)).id, category })),
  );
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.deps.db.update(settings).set({ value: TITLES }).where(eq(settings.name, 'user_categories'));
  for (const person of people)
    await t.deps.db.update(users).set({ categoryIndex: person.category }).where(eq(users.id, person.id));
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const titles = async () =>
  (await t.deps.db.select().from(settings).where(eq(settings.name, 'user_categories')))[0]?.value;
/** Each test person's category title (null without one), read through the stored list. */
const peopleTitles = async () => {
  const list = (await titles()) as string[];
  const rows = await t.deps.db
    .select({ id: users.id, index: users.categoryIndex })
    .from(users)
    .orderBy(asc(users.id));
  return people.map((person) => {
    const index = rows.find((row) => row.id === person.id)?.index;
    return index === null || index === undefined ? null : list[index];
  });
};

describe('user categories', () => {
  it('when an admin lists them, gets them by index with how many users each has', async () => {
    const res = await call(tokens.admin, 'GET', '/user-category/list');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(TITLES.map((title, id) => ({ id, title, users: 1 })));
    expect((await call(tokens.admin, 'GET', '/user-category/get/2')).json().data).toEqual({
      id: 2,
      title: 'C',
    });
  });

  it('when an admin adds one, it goes last; a rename keeps its users', async () => {
    const added = await call(tokens.admin, 'POST', '/user-category/save', { title: ' E ' });
    expect(added.json().data).toEqual({ id: 4, title: 'E' });
    const renamed = await call(tokens.admin, 'POST', '/user-category/save', { id: 1, title: 'Bee' });
    expect(renamed.json().data).toEqual({ id: 1, title: 'Bee' });
    expect(await titles()).toEqual(['A', 'Bee', 'C', 'D', 'E']);
    expect(await peopleTitles()).toEqual(['A', 'Bee', 'C', 'D', null]);
  });

  it('when an admin removes one, its users have none and every other user keeps his title', async () => {
    const res = await call(tokens.admin, 'DELETE', '/user-category/1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ok: true, clearedUsers: 1 });
    expect(await titles()).toEqual(['A', 'C', 'D']);
    expect(await peopleTitles()).toEqual(['A', null, 'C', 'D', null]);
  });

  it('when it does not exist, answers 404 and changes nothing', async () => {
    expect((await call(tokens.admin, 'GET', '/user-category/get/4')).statusCode).toBe(404);
    expect((await call(tokens.admin, 'POST', '/user-category/save', { id: 4, title: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call(tokens.admin, 'DELETE', '/user-category/4')).statusCode).toBe(404);
    expect(await titles()).toEqual(TITLES);
  });

  it('when the input is bad, answers 400 and changes nothing', async () => {
    const bodies = [
      {},
      { title: '' },
      { title: '  ' },
      { title: 'x'.repeat(121) },
      { id: -1, title: 'X' },
      { id: 1.5, title: 'X' },
      { title: 'X', users: 3 },
    ];
    for (const body of bodies)
      expect(
        (await call(tokens.admin, 'POST', '/user-category/save', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    for (const url of ['/user-category/abc', '/user-category/-1'])
      expect((await call(tokens.admin, 'DELETE', url)).statusCode, url).toBe(400);
    expect(await titles()).toEqual(TITLES);
    expect(await peopleTitles()).toEqual(['A', 'B', 'C', 'D', null]);
  });

  it.each(['tsm', 'master'] as const)(
    'lets a %s read the list, counting only the people of his scope',
    async (type) => {
      const res = await call(tokens[type], 'GET', '/user-category/list');
      expect(res.statusCode).toBe(200);
      // the people made here belong to no distributor: outside every tsm's and master's scope
      expect(res.json().data).toEqual(TITLES.map((title, id) => ({ id, title, users: 0 })));
    },
  );

  it.each(NON_ADMIN_TYPES)(
    'when a %s calls any it may not, answers 403 and changes nothing',
    async (type) => {
      const staff = type === 'tsm' || type === 'master';
      const calls = [
        ...(staff ? [] : ([['GET', '/user-category/list']] as const)),
        ['GET', '/user-category/get/0'],
        ['POST', '/user-category/save', { title: 'Mine' }],
        ['DELETE', '/user-category/0'],
      ] as const;
      for (const [method, url, body] of calls)
        expect((await call(tokens[type], method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect(await titles()).toEqual(TITLES);
      expect(await peopleTitles()).toEqual(['A', 'B', 'C', 'D', null]);
    },
  );
});
