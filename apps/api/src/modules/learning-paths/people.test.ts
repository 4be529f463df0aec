import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseProgress, users } from '../../db/schema/index.js';
import { client } from '../../test/course-data.js';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathWorld } from '../../test/learning-path-world.js';

let t: TestApp;
let w: PathWorld;
type Course = { courseId: string; lessonIds: string[] };
let first: Course;
let second: Course;
let openPath: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await makePathWorld(t);
  first = await w.makeCourse('First');
  second = await w.makeCourse('Second');
  openPath = await w.makePath('Open', [first.courseId, second.courseId], [], { openToAll: true });
  // student A completes the path, fact A is half way through the first course, student P
  // completed the first course, student B has not started
  await w.complete(w.tokens.student, first);
  await w.complete(w.tokens.student, second);
  await client(t.app, w.tokens.fact).post('user/progress/mark', {
    courseId: first.courseId,
    lessonId: first.lessonIds[0],
    progress: 100,
  });
  await t.deps.db.insert(courseProgress).values({
    userId: w.people.studentP,
    courseId: first.courseId,
    progress: 100,
    completedAt: new Date(),
  });
});
afterAll(() => t.close());

interface Person {
  _id: string;
  name: string;
  completed: number;
  total: number;
  percent: number;
  complete: boolean;
  completedAt: string | null;
}

const peopleOf = async (role: keyof PathWorld['api'], pathId: string, query = '') => {
  const res = await w.api[role].get(`admin-view/${pathId}?limit=100${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: Person[]; total: number };
};
const namesOf = (page: { items: Person[] }) => page.items.map((person) => person.name);

/** What the course_progress rows say of one person on the path's courses, computed here. */
async function expectedFigures(userId: string, courseIds: string[]) {
  const rows = await t.deps.db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), inArray(courseProgress.courseId, courseIds)));
  const completed = rows.filter((row) => row.completedAt !== null).length;
  const sum = rows.reduce((total, row) => total + Math.min(100, row.progress), 0);
  return {
    completed,
    total: courseIds.length,
    percent: Math.round((sum / courseIds.length) * 10) / 10,
    complete: completed === courseIds.length,
  };
}

describe('who is on a learning path and how far', () => {
  it('an admin sees every enabled learner of an open path, with the figures the progress rows give', async () => {
    const page = await peopleOf('admin', openPath);
    // the pending student and the master are not on it
    expect(namesOf(page)).toEqual(['Ana Alpha', 'Bia Bravo', 'Fabio Alpha', 'Paco Peru']);
    expect(page.total).toBe(4);
    for (const person of page.items)
      expect(person, person.name).toMatchObject(
        await expectedFigures(person._id, [first.courseId, second.courseId]),
      );
    expect(page.items[0]).toMatchObject({ complete: true, percent: 100, completedAt: expect.any(String) });
    expect(page.items[2]).toMatchObject({ completed: 0, percent: 25, complete: false, completedAt: null });
    expect(page.items[3]).toMatchObject({ completed: 1, percent: 50, complete: false });
  });

  it('a tsm and a master see only their people; a learner may not look', async () => {
    expect(namesOf(await peopleOf('tsmBR', openPath))).toEqual(['Ana Alpha', 'Fabio Alpha']);
    expect(namesOf(await peopleOf('master', openPath))).toEqual(['Ana Alpha', 'Fabio Alpha']);
    expect(namesOf(await peopleOf('tsmLAAM', openPath))).toEqual(['Paco Peru']);
    expect((await w.api.student.get(`admin-view/${openPath}`)).status).toBe(403);
  });

  it('a path given to teams holds their people only, and is 404 for staff who may not see it', async () => {
    const ofAB = await w.makePath('Of AB', [first.courseId], [w.teams.AB]);
    expect(namesOf(await peopleOf('admin', ofAB))).toEqual(['Ana Alpha', 'Bia Bravo']);
    expect(namesOf(await peopleOf('master', ofAB))).toEqual(['Ana Alpha']);
    expect((await w.api.tsmLAAM.get(`admin-view/${ofAB}`)).status).toBe(404);
    const draft = await w.makePath('Draft', [first.courseId], [w.teams.A], { status: 'draft' });
    expect((await peopleOf('admin', draft)).total).toBe(0);
    expect((await w.api.master.get(`admin-view/${draft}`)).status).toBe(404);
  });

  it('keeps to those who completed the path or not, and searches names and emails', async () => {
    const done = await peopleOf('admin', openPath, '&state=completed');
    expect(done).toMatchObject({ total: 1, items: [{ name: 'Ana Alpha' }] });
    const notDone = await peopleOf('admin', openPath, '&state=not-completed');
    expect(notDone.total).toBe(3);
    expect(namesOf(await peopleOf('admin', openPath, '&search=bravo'))).toEqual(['Bia Bravo']);
    const paged = await w.api.admin.get(`admin-view/${openPath}?limit=2&page=2`);
    expect(paged.body.data).toMatchObject({ total: 4 });
    expect(namesOf(paged.body.data)).toEqual(['Fabio Alpha', 'Paco Peru']);
  });
});

describe('the export of who is on a path', () => {
  const rowsOf = async (role: keyof PathWorld['tokens'], query = '') => {
    const res = await client(t.app, w.tokens[role]).get(
      `learning_paths/admin-view-download/${openPath}${query}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    return Array.from({ length: (sheet?.rowCount ?? 1) - 1 }, (_, index) => sheet?.getRow(index + 2).values);
  };

  it("holds the admin view's people of the filter, each with how far he is, within the asker's scope", async () => {
    const all = await rowsOf('admin');
    expect(all.map((row) => (row as unknown[])[1])).toEqual([
      'Ana Alpha',
      'Bia Bravo',
      'Fabio Alpha',
      'Paco Peru',
    ]);
    // Ana: two of two courses, 100 %
    expect((all[0] as unknown[]).slice(5, 8)).toEqual([2, 2, 100]);
    expect((await rowsOf('master')).map((row) => (row as unknown[])[1])).toEqual([
      'Ana Alpha',
      'Fabio Alpha',
    ]);
    expect((await rowsOf('admin', '?state=completed')).map((row) => (row as unknown[])[1])).toEqual([
      'Ana Alpha',
    ]);
  });

  it('answers "There is no data to be exported" for a filter of no one, and 403 to a learner', async () => {
    const none = await client(t.app, w.tokens.admin).get(
      `learning_paths/admin-view-download/${openPath}?search=nobody-at-all`,
    );
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('nothing-to-export');
    expect(
      (await client(t.app, w.tokens.student).get(`learning_paths/admin-view-download/${openPath}`)).status,
    ).toBe(403);
  });
});

describe('statements per request do not grow with the data', () => {
  const measure = async (role: keyof PathWorld['api'], url: string) => {
    const { result, queries } = await t.queries.measure(() => w.api[role].get(url));
    expect(result.status).toBe(200);
    return queries;
  };

  it('the admin view, whatever the number of people on the path', async () => {
    const before = [
      await measure('admin', `admin-view/${openPath}`),
      await measure('master', `admin-view/${openPath}?state=completed`),
    ];
    const [distributorA] = await t.deps.db
      .select({ id: users.distributorId })
      .from(users)
      .where(eq(users.id, w.people.studentA));
    for (let n = 0; n < 25; n++) {
      const person = await makeUser(t.deps.db, { distributorId: distributorA?.id ?? null });
      if (n % 2 === 0)
        await t.deps.db
          .insert(courseProgress)
          .values({ userId: person.id, courseId: first.courseId, progress: 100, completedAt: new Date() });
    }
    const after = [
      await measure('admin', `admin-view/${openPath}`),
      await measure('master', `admin-view/${openPath}?state=completed`),
    ];
    expect((await peopleOf('admin', openPath)).total).toBe(29);
    expect(after).toEqual(before);
  });

  it('the lists of paths, whatever their number', async () => {
    const measureAll = async () => [
      await measure('admin', 'list?limit=100'),
      await measure('master', 'list?limit=100'),
      await measure('student', 'list?limit=100'),
    ];
    const before = await measureAll();
    for (let n = 0; n < 12; n++)
      await w.makePath(`More ${n}`, [first.courseId, second.courseId], [w.teams.A], {
        openToAll: n % 2 === 0,
      });
    const after = await measureAll();
    expect(after).toEqual(before);
    const student = await w.api.student.get('list?limit=100');
    expect(student.body.data.total).toBeGreaterThanOrEqual(13);
  });
});
