import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses, trainingTypes } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokensByRole>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
});
afterAll(() => t.close());

/** Four types, 0..3, and a course of each plus one without a type. */
beforeEach(async () => {
  const db = t.deps.db;
  await db.delete(courses);
  await db.delete(trainingTypes);
  await db
    .insert(trainingTypes)
    .values(['Installers', 'Sales', 'Pre-sales', 'Support'].map((title, id) => ({ id, title })));
  await db
    .insert(courses)
    .values([0, 1, 2, 3, null].map((trainingTypeId) => ({ id: newId(), trainingTypeId })));
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const allTypes = () => t.deps.db.select().from(trainingTypes).orderBy(asc(trainingTypes.id));
/** Each course's type title (null without one), in a stable order. */
const courseTypeTitles = async () =>
  (
    await t.deps.db
      .select({ id: courses.id, title: trainingTypes.title })
      .from(courses)
      .leftJoin(trainingTypes, eq(trainingTypes.id, courses.trainingTypeId))
      .orderBy(asc(courses.id))
  ).map((row) => row.title);

describe('training types', () => {
  it('when an admin lists them, gets them by id with their course counts', async () => {
    const res = await call(tokens.admin, 'GET', '/training-type/list');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[1]).toEqual({ id: 1, title: 'Sales', courses: 1 });
    expect(res.json().data).toHaveLength(4);
  });

  it('when an admin creates one, it takes the highest id plus 1; a rename keeps the id', async () => {
    await t.deps.db.delete(trainingTypes).where(eq(trainingTypes.id, 2));
    const created = await call(tokens.admin, 'POST', '/training-type/save', { title: '  Field  ' });
    expect(created.json().data).toEqual({ id: 4, title: 'Field' });
    const renamed = await call(tokens.admin, 'POST', '/training-type/save', { id: 4, title: 'Field work' });
    expect(renamed.json().data).toEqual({ id: 4, title: 'Field work' });
    expect((await call(tokens.admin, 'GET', '/training-type/get/4')).json().data.title).toBe('Field work');
  });

  it('when an admin removes one, the rest are numbered from 0 and every course keeps its type', async () => {
    const before = await courseTypeTitles();
    const res = await call(tokens.admin, 'DELETE', '/training-type/1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ok: true, clearedCourses: 1 });
    expect(await allTypes()).toEqual([
      { id: 0, title: 'Installers' },
      { id: 1, title: 'Pre-sales' },
      { id: 2, title: 'Support' },
    ]);
    expect(await courseTypeTitles()).toEqual(before.map((title) => (title === 'Sales' ? null : title)));
  });

  it('when the first one goes, every id moves down and the courses follow', async () => {
    const before = await courseTypeTitles();
    await call(tokens.admin, 'DELETE', '/training-type/0');
    expect((await allTypes()).map((type) => type.id)).toEqual([0, 1, 2]);
    expect(await courseTypeTitles()).toEqual(before.map((title) => (title === 'Installers' ? null : title)));
  });

  it('when the type does not exist, get, rename and remove answer 404 and change nothing', async () => {
    const before = await allTypes();
    expect((await call(tokens.admin, 'GET', '/training-type/get/9')).statusCode).toBe(404);
    expect((await call(tokens.admin, 'POST', '/training-type/save', { id: 9, title: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call(tokens.admin, 'DELETE', '/training-type/9')).statusCode).toBe(404);
    expect(await allTypes()).toEqual(before);
  });

  it('when the input is bad, answers 400 and changes nothing', async () => {
    const before = await allTypes();
    const bodies = [
      {},
      { title: '' },
      { title: '   ' },
      { title: 'x'.repeat(121) },
      { id: -1, title: 'X' },
      { title: 'X', extra: 1 },
      { id: '1', title: 'X' },
    ];
    for (const body of bodies) {
      const res = await call(tokens.admin, 'POST', '/training-type/save', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const blank = await call(tokens.admin, 'POST', '/training-type/save', { title: ' ' });
    expect(blank.json().fields).toEqual({ title: 'validation.required' });
    for (const url of ['/training-type/get/abc', '/training-type/get/-1', '/training-type/1.5'])
      expect((await call(tokens.admin, url.includes('get') ? 'GET' : 'DELETE', url)).statusCode, url).toBe(
        400,
      );
    expect(await allTypes()).toEqual(before);
  });

  it.each(NON_ADMIN_TYPES)('when a %s calls any of them, answers 403 and changes nothing', async (type) => {
    const before = await allTypes();
    const calls = [
      ['GET', '/training-type/list'],
      ['GET', '/training-type/get/0'],
      ['POST', '/training-type/save', { title: 'Mine' }],
      ['POST', '/training-type/save', { id: 0, title: 'Mine' }],
      ['DELETE', '/training-type/0'],
    ] as const;
    for (const [method, url, body] of calls)
      expect((await call(tokens[type], method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect(await allTypes()).toEqual(before);
  });
});
