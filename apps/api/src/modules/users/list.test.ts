import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;
let countryId: string;
let distributorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const country = await makeCountry(t.deps.db, { name: 'Brasil' });
  countryId = country.id;
  distributorId = await makeDistributor(t.deps.db, countryId, { name: 'Sao Paulo Tech' });
  const admin = await makeUser(t.deps.db, { type: 'admin', name: 'Admin' });
  adminToken = await login(t.app, admin.email, admin.password);
  for (let i = 0; i < 12; i++)
    await makeUser(t.deps.db, {
      status: 'pending',
      name: `Pending ${i}`,
      countryId,
      state: 'State one',
      distributorId,
    });
  await makeUser(t.deps.db, { type: 'fact', name: 'Fatima Fact', email: 'fatima@fact.example.com' });
  await makeUser(t.deps.db, { type: 'master', name: 'Under_score 100%', distributorId });
});
afterAll(() => t.close());

const list = (query: Record<string, string>, token = adminToken) =>
  t.app.inject({ method: 'GET', url: '/api/user/list', query, headers: bearer(token) });

describe('user/list', () => {
  it('when an admin filters pending users, answers a page of them with joined names and the total', async () => {
    const res = await list({ status: 'pending', page: '1', limit: '5' });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(12);
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      name: expect.stringMatching(/^Pending/),
      email: expect.any(String),
      type: 'student',
      status: 'pending',
      countryId,
      countryName: { en: 'Brasil', pt: 'Brasil (pt)', es: 'Brasil (es)' },
      state: 'State one',
      master: { _id: distributorId, name: 'Sao Paulo Tech' },
      createdAt: expect.stringMatching(/Z$/),
    });
    const last = await list({ status: 'pending', page: '3', limit: '5' });
    expect(last.json().data.items).toHaveLength(2);
  });

  it('when the pages are read one after the other, each user appears once, newest first', async () => {
    const seen: { _id: string; createdAt: string }[] = [];
    for (const page of ['1', '2', '3']) {
      const res = await list({ status: 'pending', page, limit: '5' });
      seen.push(...res.json().data.items);
    }
    expect(new Set(seen.map((item) => item._id)).size).toBe(12);
    const times = seen.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('when filtered by type, answers only that type', async () => {
    const res = await list({ type: 'fact' });
    expect(res.json().data).toMatchObject({ total: 1, items: [{ name: 'Fatima Fact', master: null }] });
  });

  it('when searched by part of a name or an email, in any case, answers the matches', async () => {
    expect((await list({ search: 'FATIMA' })).json().data.total).toBe(1);
    expect((await list({ search: '@fact.example' })).json().data.total).toBe(1);
    expect((await list({ search: 'pending 1' })).json().data.total).toBe(3);
  });

  it('when the search holds LIKE wildcards, they match literally', async () => {
    expect((await list({ search: '100%' })).json().data.total).toBe(1);
    expect((await list({ search: 'r_s' })).json().data.total).toBe(1);
    expect((await list({ search: '%' })).json().data.total).toBe(1);
  });

  it('when more users exist, the request still costs the same number of queries', async () => {
    const small = await t.queries.measure(() => list({ limit: '2' }));
    for (let i = 0; i < 20; i++) await makeUser(t.deps.db, { distributorId, countryId });
    const large = await t.queries.measure(() => list({ limit: '30' }));
    expect(large.result.json().data.items).toHaveLength(30);
    expect(large.queries).toBe(small.queries);
    // the session lookup, one count, one page
    expect(large.queries).toBeLessThanOrEqual(4);
  });

  it('when a non-admin asks for the list, answers 403', async () => {
    for (const type of ['student', 'fact', 'master', 'tsm'] as const) {
      const someone = await makeUser(t.deps.db, { type });
      const token = await login(t.app, someone.email, someone.password);
      const res = await list({}, token);
      expect(res.statusCode, type).toBe(403);
      expect(res.json().error).toBe('forbidden');
    }
  });
});
