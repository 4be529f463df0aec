import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, settings, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokensByRole>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const HOUR = 3600_000;

describe('the seller label', () => {
  it('when nobody set it, every signed-in user reads it blank', async () => {
    const res = await get('/api/setting/seller-label', tokens.student);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ label: { en: '', pt: '', es: '' } });
  });

  it('when an admin sets it, a student reads it and nobody unsigned does', async () => {
    const label = { en: 'Seller', pt: 'Vendedor', es: 'Vendedor' };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/setting/create-or-update',
      headers: bearer(tokens.admin),
      payload: { name: 'seller_label', value: label },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/api/setting/seller-label', tokens.student)).json().data).toEqual({ label });
    expect((await t.app.inject({ method: 'GET', url: '/api/setting/seller-label' })).statusCode).toBe(401);
  });
});

describe('clear-db-cache', () => {
  it('when maintenance is switched in the database, clearing the cache makes it hold at once', async () => {
    // a first request leaves "maintenance off" in the one-second memory
    expect((await get('/api/setting/get/max_exam_tries', tokens.student)).statusCode).toBe(200);
    await t.deps.db.update(settings).set({ value: true }).where(eq(settings.name, 'maintenance'));
    const res = await get('/api/clear-db-cache', tokens.admin);
    expect(res.json().data).toEqual({ cleared: ['maintenance'] });
    expect((await get('/api/setting/get/max_exam_tries', tokens.student)).statusCode).toBe(503);

    await t.deps.db.update(settings).set({ value: false }).where(eq(settings.name, 'maintenance'));
    await get('/api/clear-db-cache', tokens.admin);
    expect((await get('/api/setting/get/max_exam_tries', tokens.student)).statusCode).toBe(200);
  });
});

describe('fix-invalid-date', () => {
  it('when dates lie in the future or changes come before creations, corrects exactly those and says how many', async () => {
    const now = Date.now();
    const future = new Date(now + 48 * HOUR);
    const past = new Date(now - 48 * HOUR);
    const db = t.deps.db;
    const signedInTomorrow = await makeUser(db);
    await db.update(users).set({ lastLoginAt: future }).where(eq(users.id, signedInTomorrow.id));
    const bornTomorrow = await makeUser(db);
    await db.update(users).set({ createdAt: future, updatedAt: future }).where(eq(users.id, bornTomorrow.id));
    const changedBeforeBorn = await makeUser(db);
    await db
      .update(users)
      .set({ createdAt: past, updatedAt: new Date(past.getTime() - HOUR) })
      .where(eq(users.id, changedBeforeBorn.id));
    const fine = await makeUser(db);
    await db
      .update(users)
      .set({ createdAt: past, updatedAt: past, lastLoginAt: past })
      .where(eq(users.id, fine.id));
    const courseId = newId();
    await db
      .insert(courses)
      .values({ id: courseId, createdAt: past, updatedAt: new Date(past.getTime() - HOUR) });

    const res = await get('/api/fix-invalid-date', tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const { fixes, total } = res.json().data as {
      fixes: { table: string; column: string; rule: string; rows: number }[];
      total: number;
    };
    const rowsOf = (table: string, column: string, rule: string) =>
      fixes.find((fix) => fix.table === table && fix.column === column && fix.rule === rule)?.rows;
    expect(rowsOf('users', 'last_login_at', 'future')).toBe(1);
    expect(rowsOf('users', 'created_at', 'future')).toBe(1);
    expect(rowsOf('users', 'updated_at', 'future')).toBe(1);
    expect(rowsOf('users', 'updated_at', 'before-created')).toBe(1);
    expect(rowsOf('courses', 'updated_at', 'before-created')).toBe(1);
    expect(total).toBe(5);

    const read = async (id: string) =>
      (await db.select().from(users).where(eq(users.id, id)))[0] as typeof users.$inferSelect;
    expect((await read(signedInTomorrow.id)).lastLoginAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await read(bornTomorrow.id)).createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    const repaired = await read(changedBeforeBorn.id);
    expect(repaired.updatedAt.getTime()).toBe(repaired.createdAt.getTime());
    const untouched = await read(fine.id);
    expect([untouched.createdAt, untouched.updatedAt, untouched.lastLoginAt]).toEqual([past, past, past]);

    const again = await get('/api/fix-invalid-date', tokens.admin);
    expect(again.json().data.total).toBe(0);
  });
});
