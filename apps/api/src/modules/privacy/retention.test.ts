import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { applyRetention } from './retention.js';

let t: TestApp;
let adminToken: string;

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const save = (body: Record<string, unknown>, token = adminToken) =>
  t.app.inject({ method: 'PUT', url: '/api/privacy/retention', headers: bearer(token), payload: body });
const preview = async (auditDays: number, inactiveDays: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/privacy/retention/preview?auditDays=${auditDays}&inactiveDays=${inactiveDays}`,
      headers: bearer(adminToken),
    })
  ).json().data;

async function auditEntryAged(days: number) {
  const id = newId();
  await t.deps.db.insert(auditLog).values({ id, action: 'test.old', createdAt: daysAgo(days) });
  return id;
}
async function learnerLastSeen(days: number) {
  const learner = await makeUser(t.deps.db, { name: `Learner seen ${days} days ago` });
  await t.deps.db
    .update(users)
    .set({ createdAt: daysAgo(days + 30), lastLoginAt: daysAgo(days) })
    .where(eq(users.id, learner.id));
  return learner.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  adminToken = await login(t.app, admin.email, admin.password);
});
afterAll(async () => {
  await t?.close();
});

describe('the retention rules', () => {
  it('refuse rules below their floor, and rules that would remove every account today', async () => {
    const tooShort = await save({ auditDays: 30, inactiveDays: 0 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields).toEqual({ auditDays: 'retention.tooShort' });

    // every learner of this academy last signed in long ago
    await t.deps.db
      .update(users)
      .set({ createdAt: daysAgo(800), lastLoginAt: daysAgo(700) })
      .where(inArray(users.type, ['student', 'fact']));
    await learnerLastSeen(700);
    const everyone = await save({ auditDays: 0, inactiveDays: 365 });
    expect(everyone.statusCode).toBe(400);
    expect(everyone.json().fields).toEqual({ inactiveDays: 'retention.removesEverything' });
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/retention',
      headers: bearer(adminToken),
    });
    expect(kept.json().data).toMatchObject({ auditDays: 0, inactiveDays: 0 });
  });

  it('show what their next run removes, and the run removes just that', async () => {
    const oldEntry = await auditEntryAged(200);
    const recentEntry = await auditEntryAged(10);
    const gone = await learnerLastSeen(400);
    const active = await learnerLastSeen(5);
    const admin = await makeUser(t.deps.db, { type: 'admin' });
    await t.deps.db
      .update(users)
      .set({ lastLoginAt: daysAgo(900) })
      .where(eq(users.id, admin.id));

    const before = await preview(90, 365);
    expect(before.auditEntries).toBeGreaterThanOrEqual(1);
    expect(before.accounts).toBeGreaterThanOrEqual(1);
    expect(before.accounts).toBeLessThan(before.accountsTotal);

    const saved = await save({ auditDays: 90, inactiveDays: 365 });
    expect(saved.statusCode, saved.body).toBe(200);
    const outcome = await applyRetention(t.deps.db);
    expect(outcome).toEqual({ auditEntries: before.auditEntries, accounts: before.accounts });

    const entries = await t.deps.db.select({ id: auditLog.id }).from(auditLog);
    expect(entries.map((entry) => entry.id)).not.toContain(oldEntry);
    expect(entries.map((entry) => entry.id)).toContain(recentEntry);
    const [erased] = await t.deps.db.select().from(users).where(eq(users.id, gone));
    expect(erased?.erasedAt).not.toBeNull();
    expect(erased?.name).toMatch(/^Erased person /);
    const [stays] = await t.deps.db.select().from(users).where(eq(users.id, active));
    expect(stays?.erasedAt).toBeNull();
    const [staff] = await t.deps.db.select().from(users).where(eq(users.id, admin.id));
    expect(staff?.erasedAt).toBeNull();
    expect(await preview(90, 365)).toMatchObject({ auditEntries: 0, accounts: 0 });
  });

  it('are an admin’s alone', async () => {
    const learner = await makeUser(t.deps.db);
    const token = await login(t.app, learner.email, learner.password);
    expect((await save({ auditDays: 0, inactiveDays: 0 }, token)).statusCode).toBe(403);
  });
});
