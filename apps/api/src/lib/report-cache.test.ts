import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCache, users } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { makeTeamWorld, type TeamWorld } from '../test/team-world.js';
import { removeEndedReads } from './report-cache.js';

let t: TestApp;
let w: TeamWorld;
beforeAll(async () => {
  t = await createTestApp({ reportCacheMs: 60_000 });
  w = await makeTeamWorld(t);
});
afterAll(() => t.close());

const learnersOf = async (role: 'admin' | 'master' | 'tsmLAAM') => {
  const res = await t.app.inject({
    url: '/api/report/get-tabs-counters',
    headers: { authorization: `Bearer ${w.tokens[role]}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.students as number;
};

describe('the report cache', () => {
  it('answers a page again from the cache, one statement, until it ends', async () => {
    const first = await t.queries.measure(() => learnersOf('admin'));
    const again = await t.queries.measure(() => learnersOf('admin'));
    expect(again.result).toBe(first.result);
    // the session lookup and the read of the kept answer
    expect(again.queries).toBe(2);
    expect(again.queries).toBeLessThan(first.queries);
  });

  it('keeps each scope apart: a master never reads an answer read for an admin', async () => {
    const admin = await learnersOf('admin');
    const master = await learnersOf('master');
    const laam = await learnersOf('tsmLAAM');
    expect(master).toBeLessThan(admin);
    expect(laam).toBeLessThan(admin);
  });

  it('lets one asker renew an ended answer while the others read the ended one', async () => {
    await learnersOf('tsmLAAM');
    await t.deps.db.update(reportCache).set({ expiresAt: new Date(Date.now() - 1000) });
    const [first, second] = await Promise.all([
      t.queries.measure(() => learnersOf('tsmLAAM')),
      t.queries.measure(() => learnersOf('tsmLAAM')),
    ]);
    expect(first?.result).toBe(second?.result);
    // renewed for a whole ttl, not left at the renewal's claim
    const [row] = await t.deps.db.select().from(reportCache).where(like(reportCache.key, 'tsm:%'));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('reads afresh once the answer ended, and the ended-report-reads job drops ended answers', async () => {
    const before = await learnersOf('master');
    await t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, w.people.factA));
    // still the kept answer
    expect(await learnersOf('master')).toBe(before);
    await t.deps.db.update(reportCache).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await learnersOf('master')).toBe(before - 1);
    await t.deps.db.update(reportCache).set({ expiresAt: new Date(Date.now() - 1000) });
    await removeEndedReads(t.deps.db);
    expect(await t.deps.db.select().from(reportCache)).toEqual([]);
  });
});
