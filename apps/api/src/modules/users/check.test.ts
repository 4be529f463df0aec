import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tsmCountries, users } from '../../db/schema/index.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;
const found: Record<string, string> = {};
let distributorCountry: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const admin = await makeUser(db, { type: 'admin' });
  adminToken = await login(t.app, admin.email, admin.password);
  const home = await makeCountry(db, { name: 'Home' });
  const away = await makeCountry(db, { name: 'Away' });
  distributorCountry = away.id;
  const distributorAway = await makeDistributor(db, away.id);
  const fine = await makeUser(db, { countryId: away.id, distributorId: distributorAway });
  found.fine = fine.id;
  const shouting = await makeUser(db, { countryId: away.id, distributorId: distributorAway });
  await db.update(users).set({ email: ' Shouting@Example.com' }).where(eq(users.id, shouting.id));
  found.email = shouting.id;
  found.orphan = (await makeUser(db, { type: 'master' })).id;
  found.abroad = (await makeUser(db, { countryId: home.id, state: 'S1', distributorId: distributorAway })).id;
  found.lostTsm = (await makeUser(db, { type: 'tsm' })).id;
  const followingTsm = await makeUser(db, { type: 'tsm' });
  await db.insert(tsmCountries).values({ tsmId: followingTsm.id, countryId: home.id });
  const stale = await makeUser(db, { status: 'pending', countryId: away.id, distributorId: distributorAway });
  await db.update(users).set({ createdAt: sql`now() - interval '40 days'` }).where(eq(users.id, stale.id));
  found.stale = stale.id;
  await makeUser(db, { status: 'pending', countryId: away.id, distributorId: distributorAway });
});
afterAll(() => t.close());

const ask = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/${url}`, headers: bearer(adminToken) });

describe('user/check-all and user/fix', () => {
  it('reports each kind of inconsistency once, with its person and what was found', async () => {
    const res = await ask('check-all');
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    const byKind = (kind: string) =>
      report.findings
        .filter((finding: { kind: string }) => finding.kind === kind)
        .map((f: { userId: string }) => f.userId);
    expect(byKind('email-not-normalized')).toEqual([found.email]);
    expect(byKind('master-without-distributor')).toEqual([found.orphan]);
    expect(byKind('distributor-other-country')).toEqual([found.abroad]);
    expect(byKind('tsm-without-scope')).toEqual([found.lostTsm]);
    expect(byKind('stale-pending')).toEqual([found.stale]);
    expect(report.total).toBe(5);
    expect(report.counts).toContainEqual({ kind: 'stale-pending', count: 1 });
    const abroad = report.findings.find((f: { kind: string }) => f.kind === 'distributor-other-country');
    expect(abroad.detail).toBe('distributor in Away, person in Home');
  });

  it('each fix applies once and answers what changed; then the report is clean', async () => {
    const email = (await ask(`fix/email-not-normalized/${found.email}`)).json().data;
    expect(email).toMatchObject({ fixed: true, changes: [{ field: 'email', to: 'shouting@example.com' }] });
    const again = (await ask(`fix/email-not-normalized/${found.email}`)).json().data;
    expect(again).toEqual({ kind: 'email-not-normalized', userId: found.email, fixed: false, changes: [] });

    const abroad = (await ask(`fix/distributor-other-country/${found.abroad}`)).json().data;
    expect(abroad.changes).toContainEqual({
      field: 'countryId',
      from: expect.any(String),
      to: distributorCountry,
    });
    for (const [kind, id] of [
      ['master-without-distributor', found.orphan],
      ['tsm-without-scope', found.lostTsm],
    ] as const)
      expect((await ask(`fix/${kind}/${id}`)).json().data.changes).toEqual([
        { field: 'status', from: 'enabled', to: 'disabled' },
      ]);
    const stale = (await ask(`fix/stale-pending/${found.stale}`)).json().data;
    expect(stale.changes).toEqual([{ field: 'status', from: 'pending', to: 'rejected' }]);

    expect((await ask('check-all')).json().data).toMatchObject({ findings: [], total: 0 });
  });

  it('a fix of a person who is fine changes nothing; of an unknown one answers 404; a bad kind 400', async () => {
    expect((await ask(`fix/stale-pending/${found.fine}`)).json().data.fixed).toBe(false);
    expect((await ask('fix/stale-pending/0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await ask(`fix/anything/${found.fine}`)).statusCode).toBe(400);
  });
});
