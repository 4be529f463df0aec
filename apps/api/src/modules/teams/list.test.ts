import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokensByRole>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
  await t.deps.db.insert(teams).values(
    ['Zeta sellers', 'Alpha installers', 'Beta support'].map((name, i) => ({
      id: newId(),
      name,
      status: i === 2 ? ('disabled' as const) : ('enabled' as const),
    })),
  );
});
afterAll(() => t.close());

const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/team/list${query}`, headers: bearer(token) });

describe('team/list', () => {
  it('when an admin asks, gives the teams by name with the total', async () => {
    const res = await list(tokens.admin);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items.map((team: { name: string }) => team.name)).toEqual([
      'Alpha installers',
      'Beta support',
      'Zeta sellers',
    ]);
  });

  it('when filtered, pages and searches without loading every row', async () => {
    const page = await list(tokens.admin, '?limit=1&page=2');
    expect(page.json().data).toMatchObject({ total: 3, items: [{ name: 'Beta support' }] });
    const search = await list(tokens.admin, '?search=zeta');
    expect(search.json().data).toMatchObject({ total: 1, items: [{ name: 'Zeta sellers' }] });
    const enabled = await list(tokens.admin, '?status=enabled');
    expect(enabled.json().data.total).toBe(2);
    const { queries } = await t.queries.measure(() => list(tokens.admin, '?search=a'));
    expect(queries).toBeLessThanOrEqual(3);
  });

  it('gives each team its distributors and how many leaders and members it has', async () => {
    const [item] = (await list(tokens.admin, '?search=alpha')).json().data.items;
    expect(item).toMatchObject({ name: 'Alpha installers', masters: [], leaders: 0, members: 0 });
  });

  it.each(['tsm', 'master'] as const)('when a %s with no distributor asks, gives no team', async (type) => {
    const res = await list(tokens[type]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ items: [], total: 0 });
  });

  it.each(['student', 'fact'] as const)('when a %s asks, answers 403', async (type) => {
    expect((await list(tokens[type])).statusCode).toBe(403);
  });

  it('when the query is malformed, answers 400', async () => {
    for (const query of [
      '?limit=0',
      '?page=-1',
      '?status=lost',
      '?limit=abc',
      `?search=${'x'.repeat(101)}`,
    ]) {
      expect((await list(tokens.admin, query)).statusCode).toBe(400);
    }
  });
});
