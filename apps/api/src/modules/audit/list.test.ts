import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokensByRole>>;
const people = { ana: '', bruno: '', carla: '' };
/** The ids of the 25 entries made, oldest first. */
const made: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
  people.ana = (await makeUser(t.deps.db, { type: 'admin', name: 'Ana' })).id;
  people.bruno = (await makeUser(t.deps.db, { name: 'Bruno' })).id;
  people.carla = (await makeUser(t.deps.db, { name: 'Carla' })).id;
  // 25 entries, one a day from 2026-01-01, in threes: Ana alone, Ana as Bruno, Carla alone;
  // entries 10 and 11 share one instant, so the id decides their order
  const start = Date.UTC(2026, 0, 1, 12);
  // ids made in one second differ only by chance: sorted, a later entry has the larger id
  made.push(...Array.from({ length: 25 }, () => newId()).sort());
  for (const [i, id] of made.entries()) {
    const kind = i % 3;
    await t.deps.db.insert(auditLog).values({
      id,
      actorId: kind === 2 ? people.carla : people.ana,
      actingAsId: kind === 1 ? people.bruno : null,
      action: kind === 1 ? 'simulation.change' : 'test.edit',
      entity: 'thing',
      entityId: `thing-${i}`,
      details: { i },
      ip: '10.0.0.1',
      createdAt: new Date(start + (i === 11 ? 10 : i) * 86_400_000),
    });
  }
});
afterAll(() => t.close());

const list = (query: string, token = tokens.admin) =>
  t.app.inject({ method: 'GET', url: `/api/audit/list?${query}`, headers: bearer(token) });
const entityIds = (res: Awaited<ReturnType<typeof list>>) =>
  (res.json().data.items as { entityId: string }[]).map((item) => item.entityId);
const things = (...indexes: number[]) => indexes.map((i) => `thing-${i}`);
/** Entries `from` down to `to`, newest first. */
const range = (from: number, to: number) =>
  things(...Array.from({ length: from - to + 1 }, (_, k) => from - k));

describe('audit/list', () => {
  it('answers the newest first with both people, and pages by keyset there and back', async () => {
    const first = await list('limit=10');
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.total).toBe(25);
    expect(page.previous).toBeNull();
    // 10 and 11 share an instant; the larger id (11, made later) comes first
    expect(entityIds(first)).toEqual(range(24, 15));
    expect(page.items[0]).toMatchObject({
      actor: { _id: people.ana, name: 'Ana' },
      actingAs: null,
      action: 'test.edit',
      entity: 'thing',
      details: { i: 24 },
      ip: '10.0.0.1',
      createdAt: '2026-01-25T12:00:00.000Z',
    });
    expect(page.items[2]).toMatchObject({
      actor: { name: 'Ana' },
      actingAs: { _id: people.bruno, name: 'Bruno' },
    });

    const second = await list(`limit=10&cursor=${page.next}`);
    expect(entityIds(second)).toEqual(range(14, 5));
    const third = await list(`limit=10&cursor=${second.json().data.next}`);
    expect(entityIds(third)).toEqual(range(4, 0));
    expect(third.json().data.next).toBeNull();

    const back = await list(`limit=10&direction=before&cursor=${third.json().data.previous}`);
    expect(entityIds(back)).toEqual(range(14, 5));
    const last = await list('limit=10&jump=last');
    expect(entityIds(last)).toEqual(range(9, 0));
    expect(last.json().data.next).toBeNull();
  });

  it('filters by a person, at the keyboard or acted as', async () => {
    const bruno = await list(`person=${people.bruno}&limit=100`);
    expect(bruno.json().data.total).toBe(8);
    expect(entityIds(bruno)).toEqual(things(22, 19, 16, 13, 10, 7, 4, 1));
    const carla = await list(`person=${people.carla}&limit=100`);
    expect(entityIds(carla)).toEqual(things(23, 20, 17, 14, 11, 8, 5, 2));
  });

  it('filters by part of a name or email, at the keyboard or acted as', async () => {
    const bruno = await list('search=BRU&limit=100');
    expect(entityIds(bruno)).toEqual(things(22, 19, 16, 13, 10, 7, 4, 1));
    expect((await list('search=nobody-has-this&limit=100')).json().data).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('filters by action and by days, both ends included', async () => {
    const changes = await list('action=simulation.change&limit=3');
    expect(changes.json().data.total).toBe(8);
    expect(entityIds(changes)).toEqual(things(22, 19, 16));
    const next = await list(`action=simulation.change&limit=3&cursor=${changes.json().data.next}`);
    expect(entityIds(next)).toEqual(things(13, 10, 7));
    const days = await list('from=2026-01-03&to=2026-01-05');
    expect(entityIds(days)).toEqual(things(4, 3, 2));
  });

  it('costs two statements on the last page as on the first', async () => {
    const first = await t.queries.measure(() => list('limit=5'));
    const last = await t.queries.measure(() => list('limit=5&jump=last'));
    // the access hook's session read comes with each request
    expect(first.queries).toBe(last.queries);
    expect(first.queries).toBeLessThanOrEqual(3);
  });

  it('refuses a cursor no page answered and a bad date', async () => {
    expect((await list('cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await list('from=2026-13-01')).statusCode).toBe(400);
    expect((await list('jump=last&cursor=abc')).statusCode).toBe(400);
  });

  it('answers 403 to anyone but an admin, and 401 without a session', async () => {
    for (const type of NON_ADMIN_TYPES) {
      expect((await list('', tokens[type])).statusCode).toBe(403);
      const actions = await t.app.inject({
        method: 'GET',
        url: '/api/audit/actions',
        headers: bearer(tokens[type]),
      });
      expect(actions.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/audit/list' })).statusCode).toBe(401);
  });
});

describe('audit/actions', () => {
  it('answers every action recorded, once each, in order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit/actions',
      headers: bearer(tokens.admin),
    });
    expect(res.json().data).toEqual(['simulation.change', 'test.edit']);
  });

  it('lists an action as soon as it is recorded', async () => {
    const admin = await makeUser(t.deps.db, { type: 'admin' });
    const token = await login(t.app, admin.email, admin.password);
    const student = await makeUser(t.deps.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/simulate',
      headers: bearer(token),
      payload: { userId: student.id },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/audit/actions', headers: bearer(token) });
    expect(res.json().data).toEqual(['simulation.change', 'simulation.start', 'test.edit']);
  });
});
