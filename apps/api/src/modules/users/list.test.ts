import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamDistributors, teams, teamUsers, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;
let countryId: string;
let distributorId: string;
let teamId: string;
/** Every user of the database, newest first as the list orders them. */
let everyone: string[];

/** Times a few microseconds apart, some equal, so order rests on the microsecond and then the id. */
const PENDING = 12;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const country = await makeCountry(db, { name: 'Brasil' });
  countryId = country.id;
  distributorId = await makeDistributor(db, countryId, { name: 'Sao Paulo Tech' });
  const admin = await makeUser(db, { type: 'admin', name: 'Admin' });
  adminToken = await login(t.app, admin.email, admin.password);
  for (let i = 0; i < PENDING; i++) {
    const pending = await makeUser(db, {
      status: 'pending',
      name: `Pending ${i}`,
      countryId,
      state: 'State one',
      distributorId,
    });
    // pairs share one instant, and the instants lie within one millisecond
    await db
      .update(users)
      .set({
        createdAt: sql`'2026-01-01T00:00:00Z'::timestamptz + make_interval(secs => ${Math.floor(i / 2) * 0.000001})`,
      })
      .where(eq(users.id, pending.id));
  }
  await makeUser(db, { type: 'fact', name: 'Fatima Fact', email: 'fatima@fact.example.com' });
  const master = await makeUser(db, { type: 'master', name: 'Under_score 100%', distributorId, countryId });
  teamId = newId();
  await db.insert(teams).values({ id: teamId, name: 'Team' });
  await db.insert(teamDistributors).values({ teamId, distributorId });
  await db.insert(teamUsers).values({ teamId, userId: master.id, role: 'leader' });
  await db.update(users).set({ categoryIndex: 0 }).where(eq(users.id, master.id));
  const rows = await db.execute(sql`select id from users order by created_at desc, id desc`);
  everyone = (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
});
afterAll(() => t.close());

const list = (query: Record<string, string>, token = adminToken) =>
  t.app.inject({ method: 'GET', url: '/api/user/list', query, headers: bearer(token) });

interface Page {
  items: { _id: string; createdAt: string }[];
  total: number;
  previous: string | null;
  next: string | null;
}
const pageOf = async (query: Record<string, string>): Promise<Page> => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const ids = (page: Page) => page.items.map((item) => item._id);

describe('user/list', () => {
  it('answers a page of the filter with joined names, the total and the cursors around it', async () => {
    const page = await pageOf({ status: 'pending', limit: '5' });
    expect(page.total).toBe(PENDING);
    expect(page.items).toHaveLength(5);
    expect(page.previous).toBeNull();
    expect(page.next).toEqual(expect.any(String));
    expect(page.items[0]).toEqual({
      _id: expect.any(String),
      name: expect.stringMatching(/^Pending/),
      email: expect.any(String),
      type: 'student',
      status: 'pending',
      avatar: null,
      countryId,
      countryName: { en: 'Brasil', pt: 'Brasil (pt)', es: 'Brasil (es)' },
      state: 'State one',
      master: { _id: distributorId, name: 'Sao Paulo Tech' },
      categoryIndex: null,
      createdAt: expect.stringMatching(/Z$/),
      lastLoginAt: null,
    });
  });

  it('walking next from the first page to the end returns every user once, in order; last is that end', async () => {
    const seen: string[] = [];
    let page = await pageOf({ limit: '4' });
    seen.push(...ids(page));
    let pages = 1;
    while (page.next) {
      page = await pageOf({ limit: '4', cursor: page.next });
      seen.push(...ids(page));
      expect(page.previous).not.toBeNull();
      pages++;
    }
    expect(seen).toEqual(everyone);
    expect(pages).toBe(Math.ceil(everyone.length / 4));
    const last = await pageOf({ limit: '4', jump: 'last' });
    expect(ids(last)).toEqual(everyone.slice(-4));
    expect(last.next).toBeNull();
    expect(last.total).toBe(everyone.length);
  });

  it('walking previous from the last page back to the start returns every user once, in order', async () => {
    const seen: string[][] = [];
    let page = await pageOf({ limit: '5', jump: 'last' });
    seen.unshift(ids(page));
    while (page.previous) {
      page = await pageOf({ limit: '5', cursor: page.previous, direction: 'before' });
      seen.unshift(ids(page));
    }
    // the last page holds `limit` people, so the first page walked back to may overlap it
    expect([...new Set(seen.flat())]).toEqual(everyone);
    expect(seen[0]).toEqual(everyone.slice(0, seen[0]?.length));
  });

  it('a page read back from the next page is the page it came from', async () => {
    const first = await pageOf({ limit: '3' });
    const second = await pageOf({ limit: '3', cursor: first.next ?? '' });
    const back = await pageOf({ limit: '3', cursor: second.previous ?? '', direction: 'before' });
    expect(ids(back)).toEqual(ids(first));
    expect(back.previous).toBeNull();
  });

  it('filters by type, country, distributor, team and category', async () => {
    expect((await pageOf({ type: 'fact' })).items).toMatchObject([{ name: 'Fatima Fact', master: null }]);
    expect((await pageOf({ country: countryId })).total).toBe(PENDING + 1);
    expect((await pageOf({ distributor: distributorId, type: 'master' })).total).toBe(1);
    expect((await pageOf({ team: teamId })).items).toMatchObject([{ name: 'Under_score 100%' }]);
    expect((await pageOf({ category: '0' })).items).toMatchObject([
      { name: 'Under_score 100%', categoryIndex: 0 },
    ]);
  });

  it('searches part of a name or an email in any case; LIKE wildcards match literally', async () => {
    expect((await pageOf({ search: 'FATIMA' })).total).toBe(1);
    expect((await pageOf({ search: '@fact.example' })).total).toBe(1);
    expect((await pageOf({ search: 'pending 1' })).total).toBe(3);
    expect((await pageOf({ search: '100%' })).total).toBe(1);
    expect((await pageOf({ search: 'r_s' })).total).toBe(1);
    expect((await pageOf({ search: '%' })).total).toBe(1);
  });

  it('answers up to 1000 people a page, no more', async () => {
    expect((await pageOf({ status: 'pending', limit: '1000' })).items).toHaveLength(PENDING);
    expect((await list({ limit: '1001' })).statusCode).toBe(400);
  });

  it('refuses a cursor no page answered, and a cursor with a jump', async () => {
    const forged = Buffer.from('yesterday|0123').toString('base64url');
    const res = await list({ cursor: forged });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation-failed',
      fields: { cursor: 'validation.invalid' },
    });
    const first = await pageOf({ limit: '2' });
    expect((await list({ cursor: first.next ?? '', jump: 'last' })).statusCode).toBe(400);
  });

  it('the first and the last page cost the same statements, whatever the number of users', async () => {
    const first = await t.queries.measure(() => list({ limit: '2' }));
    const last = await t.queries.measure(() => list({ limit: '2', jump: 'last' }));
    for (let i = 0; i < 20; i++) await makeUser(t.deps.db, { distributorId, countryId });
    const middle = await t.queries.measure(async () =>
      list({ limit: '30', cursor: (await pageOf({ limit: '3' })).next ?? '' }),
    );
    const lastOfMore = await t.queries.measure(() => list({ limit: '30', jump: 'last', type: 'student' }));
    expect(last.queries).toBe(first.queries);
    expect(lastOfMore.queries).toBe(first.queries);
    // the session lookup, the page and the count (and the first page's own three, for the middle)
    expect(first.queries).toBeLessThanOrEqual(3);
    expect(middle.queries).toBe(2 * first.queries);
  });
});
