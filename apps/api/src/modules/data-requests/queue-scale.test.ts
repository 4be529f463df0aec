import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRequests } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { type Client, client } from '../../test/course-data.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const DAY_MS = 86_400_000;
/** Moodle's users report 6,000 people waiting in its deletion queue: ours must stay fast there. */
const WAITING = 6_000;
const PEOPLE = 60;

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  const made = await makeUser(t.deps.db, { type: 'admin' });
  admin = client(t.app, await login(t.app, made.email, made.password));
  const people = await Promise.all(Array.from({ length: PEOPLE }, () => makeUser(t.deps.db)));
  const now = Date.now();
  const rows = Array.from({ length: WAITING }, (_, n) => ({
    id: newId(),
    userId: people[n % PEOPLE]?.id ?? '',
    kind: (['export', 'erasure', 'correction'] as const)[n % 3] ?? 'erasure',
    // a third closed, and among the open ones some past due: a queue that was followed late
    status: n % 3 === 0 ? ('done' as const) : ('open' as const),
    askedAt: new Date(now - (n % 40) * DAY_MS),
    dueAt: new Date(now + ((n % 40) - 20) * DAY_MS + n),
  }));
  for (let start = 0; start < rows.length; start += 1_000)
    await t.deps.db.insert(dataRequests).values(rows.slice(start, start + 1_000));
}, 120_000);
afterAll(() => t.close());

describe(`the queue with ${WAITING} requests`, () => {
  it('answers its first and last pages, and its counts, in the same few statements, quickly', async () => {
    const page = (query: string) => admin.get(`data-request/list?status=open&limit=50&${query}`);
    const first = await t.queries.measure(() => page(''));
    const last = await t.queries.measure(() => page('jump=last'));
    const counts = await t.queries.measure(() => admin.get('data-request/counts'));
    // the access hook's session read comes with each request
    expect(first.queries).toBe(last.queries);
    expect(first.queries).toBeLessThanOrEqual(3);
    expect(counts.queries).toBeLessThanOrEqual(2);
    expect(first.result.body.data.items).toHaveLength(50);
    expect(first.result.body.data.total).toBe(4_000);
    expect(counts.result.body.data).toMatchObject({ open: 4_000 });

    const started = performance.now();
    for (const query of ['', 'overdue=true', 'kind=erasure', 'search=student', 'order=latest&jump=last'])
      expect((await page(query)).status, query).toBe(200);
    // five pages well under a second each even on a busy test machine: no page reads the table whole
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('walks forward and back by cursor without losing or repeating a request', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let previous: string | null = null;
    for (let n = 0; n < 3; n++) {
      const answer = await admin.get(
        `data-request/list?overdue=true&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const data = answer.body.data;
      seen.push(...data.items.map((item: { _id: string }) => item._id));
      const dues = data.items.map((item: { dueAt: string }) => item.dueAt);
      expect(dues).toEqual([...dues].sort());
      cursor = data.next;
      previous = data.previous;
    }
    expect(new Set(seen).size).toBe(300);
    const back = await admin.get(
      `data-request/list?overdue=true&limit=100&cursor=${previous}&direction=before`,
    );
    // the page before the third is the second
    expect(back.body.data.items.map((item: { _id: string }) => item._id)).toEqual(seen.slice(100, 200));
  });
});
