import { addDays, dayOf } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../../db/schema/index.js';
import { certify } from '../../test/certification-world.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathWorld } from '../../test/learning-path-world.js';

let t: TestApp;
let world: PathWorld;
let courseId: string;
const today = dayOf(new Date());
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/**
 * Four people assigned one course: Ana (A) completed it on time, Fabio (A) is overdue, Bia (B)
 * has it in progress, Paco (P) completed it late. Ana's certificate of it ends in 20 days, Bia's in
 * 50, Paco's in 200.
 */
beforeAll(async () => {
  t = await createTestApp();
  world = await makePathWorld(t);
  courseId = (await world.makeCourse('Compliance course')).courseId;
  const { studentA, factA, studentB, studentP } = world.people;
  const res = await world.api.admin.post('/assignment/create', {
    item: { kind: 'course', id: courseId },
    audience: { people: [studentA, factA, studentB, studentP] },
    due: { days: 10 },
  });
  expect(res.body.data.assigned).toBe(4);
  const set = (userId: string, values: Partial<typeof assignments.$inferInsert>) =>
    t.deps.db
      .update(assignments)
      .set(values)
      .where(and(eq(assignments.userId, userId), eq(assignments.courseId, courseId)));
  await set(studentA, { startedAt: new Date(), completedAt: new Date() });
  await set(factA, { dueOn: addDays(today, -1) });
  await set(studentB, { startedAt: new Date() });
  await set(studentP, { dueOn: addDays(today, -5), startedAt: new Date(), completedAt: new Date() });
  await certify(t, studentA, courseId, { expiresAt: inDays(20) });
  await certify(t, studentB, courseId, { expiresAt: inDays(50) });
  await certify(t, studentP, courseId, { expiresAt: inDays(200) });
});
afterAll(() => t.close());

const none = {
  assigned: 0,
  completedOnTime: 0,
  completedLate: 0,
  inProgress: 0,
  overdue: 0,
  expiring30: 0,
  expiring60: 0,
  expiring90: 0,
};

describe('assignment/compliance', () => {
  it('counts each distributor of the admin scope by state, with the certificates ending soon', async () => {
    const res = await world.api.admin.get(`/assignment/compliance?courseId=${courseId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.groups).toEqual([
      {
        _id: world.distributors.A,
        name: 'Alpha Dist',
        ...none,
        assigned: 2,
        completedOnTime: 1,
        overdue: 1,
        expiring30: 1,
        expiring60: 1,
        expiring90: 1,
      },
      {
        _id: world.distributors.B,
        name: 'Bravo Dist',
        ...none,
        assigned: 1,
        inProgress: 1,
        expiring60: 1,
        expiring90: 1,
      },
      { _id: world.distributors.P, name: 'Peru Dist', ...none, assigned: 1, completedLate: 1 },
    ]);
    expect(res.body.data.total).toEqual({
      assigned: 4,
      completedOnTime: 1,
      completedLate: 1,
      inProgress: 1,
      overdue: 1,
      expiring30: 1,
      expiring60: 2,
      expiring90: 2,
    });
  });

  it('keeps a master to his distributor and groups by team and by country', async () => {
    const master = await world.api.master.get(`/assignment/compliance?courseId=${courseId}`);
    expect(master.body.data.groups.map((group: { name: string }) => group.name)).toEqual(['Alpha Dist']);
    expect(master.body.data.total.assigned).toBe(2);

    const byTeam = await world.api.admin.get(`/assignment/compliance?by=team&courseId=${courseId}`);
    const teamAB = byTeam.body.data.groups.find((group: { _id: string }) => group._id === world.teams.AB);
    expect(teamAB).toMatchObject({ name: 'Team AB', assigned: 2, completedOnTime: 1, inProgress: 1 });
    expect(byTeam.body.data.total.assigned).toBe(4);

    const byCountry = await world.api.admin.get(`/assignment/compliance?by=country&courseId=${courseId}`);
    expect(
      byCountry.body.data.groups.map((group: { name: string; assigned: number }) => [
        group.name,
        group.assigned,
      ]),
    ).toEqual([
      ['Test Brazil (pt)', 3],
      ['Test Peru (pt)', 1],
    ]);
  });

  it('is for staff only, and refuses a bad grouping', async () => {
    expect((await world.api.student.get('/assignment/compliance')).status).toBe(403);
    expect((await world.api.admin.get('/assignment/compliance?by=planet')).status).toBe(400);
  });
});

describe('assignment/compliance-download', () => {
  it('writes a row per group and one for all, in the language asked', async () => {
    const res = await t.app.inject({
      url: `/api/assignment/compliance-download?courseId=${courseId}&lang=pt`,
      headers: { authorization: `Bearer ${world.tokens.admin}` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]?.slice(0, 3)).toEqual(['Distribuidor', 'Atribuídas', 'Concluídas no prazo']);
    expect(rows.map((row) => row[0])).toEqual([
      'Distribuidor',
      'Alpha Dist',
      'Bravo Dist',
      'Peru Dist',
      'Todas as pessoas',
    ]);
    expect(rows.at(-1)?.slice(1)).toEqual([4, 1, 1, 1, 1, 1, 2, 2]);
  });

  it('has nothing to export for a course nobody was assigned', async () => {
    const other = await world.makeCourse('Nobody assigned');
    const res = await t.app.inject({
      url: `/api/assignment/compliance-download?courseId=${other.courseId}`,
      headers: { authorization: `Bearer ${world.tokens.admin}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('nothing-to-export');
  });
});
