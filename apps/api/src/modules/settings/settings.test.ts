import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;
let studentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  const student = await makeUser(t.deps.db);
  adminToken = await login(t.app, admin.email, admin.password);
  studentToken = await login(t.app, student.email, student.password);
});
afterAll(() => t.close());

const save = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setting/create-or-update',
    headers: bearer(token),
    payload: payload as object,
  });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('reading settings', () => {
  it('when an admin lists settings, gets the defaults', async () => {
    const res = await get('/api/setting/list', adminToken);
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(
      res.json().data.map((item: { name: string; value: unknown }) => [item.name, item.value]),
    );
    expect(byName).toMatchObject({ max_exam_tries: 3, time_wait_exam_tries: 24, maintenance: false });
    expect(byName.user_categories).toHaveLength(3);
  });

  it('when a student lists settings, answers 403', async () => {
    expect((await get('/api/setting/list', studentToken)).statusCode).toBe(403);
  });

  it('when a student reads an exam setting, gets it; a mail setting is 403', async () => {
    const tries = await get('/api/setting/get/max_exam_tries', studentToken);
    expect(tries.json().data).toMatchObject({ name: 'max_exam_tries', value: 3 });
    expect((await get('/api/setting/get/mail_from', studentToken)).statusCode).toBe(403);
  });

  it('when an admin reads any setting, gets it; an unknown one is 404', async () => {
    expect((await get('/api/setting/get/mail_from', adminToken)).json().data.value).toContain('@');
    expect((await get('/api/setting/get/no_such_thing', adminToken)).statusCode).toBe(404);
  });
});

describe('setting/create-or-update', () => {
  it('when an admin saves a valid value, it is kept', async () => {
    const res = await save(adminToken, { name: 'max_exam_tries', value: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'max_exam_tries', value: 5 });
    const message = { en: 'Back at noon', pt: 'Voltamos ao meio-dia', es: 'Volvemos al mediodía' };
    const saved = await save(adminToken, { name: 'maintenance_message', value: message });
    expect(saved.json().data.value).toEqual(message);
  });

  it('when the user categories are written here, answers 400: they have their own calls', async () => {
    const res = await save(adminToken, { name: 'user_categories', value: ['A', 'B'] });
    expect(res.statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.name, 'user_categories'));
    expect(row?.value).toHaveLength(3);
  });

  it('when a value does not fit its setting, answers 400 on value and keeps the old one', async () => {
    const wrong = [
      { name: 'max_exam_tries', value: -1 },
      { name: 'max_exam_tries', value: 1.5 },
      { name: 'max_exam_tries', value: '3' },
      { name: 'time_wait_exam_tries', value: null },
      { name: 'maintenance_message', value: 'Back soon' },
      { name: 'maintenance_message', value: { en: 'Back soon' } },
      { name: 'seller_label', value: { en: 'x'.repeat(61), pt: '', es: '' } },
      { name: 'maintenance', value: 'yes' },
      { name: 'site_url', value: 'not a url' },
    ];
    for (const payload of wrong) {
      const res = await save(adminToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})[0], JSON.stringify(payload)).toMatch(/^value/);
    }
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.name, 'max_exam_tries'));
    expect(row?.value).toBe(5);
  });

  it('when the name is unknown, answers 400 and creates nothing', async () => {
    const res = await save(adminToken, { name: 'favourite_colour', value: 'blue' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'validation.setting' });
    expect(await t.deps.db.select().from(settings).where(eq(settings.name, 'favourite_colour'))).toHaveLength(
      0,
    );
  });

  it('when a student saves a setting, answers 403 and nothing changes', async () => {
    const res = await save(studentToken, { name: 'max_exam_tries', value: 0 });
    expect(res.statusCode).toBe(403);
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.name, 'max_exam_tries'));
    expect(row?.value).toBe(5);
  });
});

describe('maintenance', () => {
  it('when an admin switches maintenance on, a student gets 503 and the admin does not', async () => {
    expect((await save(adminToken, { name: 'maintenance', value: true })).statusCode).toBe(200);
    const student = await get('/api/setting/get/max_exam_tries', studentToken);
    expect(student.statusCode).toBe(503);
    expect(student.json().error).toBe('maintenance');
    expect((await get('/api/setting/list', adminToken)).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/system/status' });
    expect(status.json().data).toEqual({
      maintenance: true,
      message: { en: 'Back at noon', pt: 'Voltamos ao meio-dia', es: 'Volvemos al mediodía' },
    });
  });

  it('when the admin switches it off during maintenance, the student gets through again', async () => {
    expect((await save(adminToken, { name: 'maintenance', value: false })).statusCode).toBe(200);
    expect((await get('/api/setting/get/max_exam_tries', studentToken)).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/system/status' });
    expect(status.json().data).toEqual({ maintenance: false, message: null });
  });
});

describe('setting/init', () => {
  it('when an admin re-applies the defaults, missing ones come back and changed ones stay', async () => {
    await t.deps.db.delete(settings).where(eq(settings.name, 'time_wait_exam_tries'));
    const res = await get('/api/setting/init', adminToken);
    expect(res.json().data).toEqual({ added: ['time_wait_exam_tries'] });
    const [tries] = await t.deps.db.select().from(settings).where(eq(settings.name, 'max_exam_tries'));
    expect(tries?.value).toBe(5);
  });

  it('when a student asks for it, answers 403', async () => {
    expect((await get('/api/setting/init', studentToken)).statusCode).toBe(403);
  });
});
