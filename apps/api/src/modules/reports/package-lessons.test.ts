import { randomUUID } from 'node:crypto';
import type { Language, ReportPackageLesson } from '@academy/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseProgress,
  lessonPackages,
  lessonProgress,
  lessons,
  packageAttempts,
  users,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { client, inAllLanguages } from '../../test/course-data.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathWorld } from '../../test/learning-path-world.js';
import type { TeamRole } from '../../test/team-world.js';
import { SHEET_TEXTS } from './sheet-texts.js';

/**
 * A course of one video lesson and two package lessons (SCORM, cmi5), its learners in every
 * standing a package lesson knows, as the package tracking writes them (package_attempts).
 */

let t: TestApp;
let w: PathWorld;
let course: { courseId: string; lessonIds: string[] };
let plain: { courseId: string; lessonIds: string[] };
/** the package lessons: Safety first in the course's order, though made second */
const lesson = { safety: newId(), tour: newId(), formerPackage: '' };
const HOUR = 3_600_000;
const start = Date.parse('2026-03-02T10:00:00Z');

type AttemptOf = Partial<typeof packageAttempts.$inferInsert> & { hoursIn: number };
let packageId: string;
const attempt = (userId: string, lessonId: string, { hoursIn, ...rest }: AttemptOf) => ({
  id: newId(),
  userId,
  courseId: course.courseId,
  lessonId,
  packageId,
  registration: randomUUID(),
  createdAt: new Date(start + hoursIn * HOUR),
  updatedAt: new Date(start + hoursIn * HOUR + HOUR / 2),
  ...rest,
});
const ended = (hoursIn: number) => new Date(start + hoursIn * HOUR + HOUR / 2);

beforeAll(async () => {
  t = await createTestApp();
  w = await makePathWorld(t);
  const db = t.deps.db;
  course = await w.makeCourse('Packaged', 1);
  plain = await w.makeCourse('Plain', 1);
  packageId = newId();
  await db.insert(lessonPackages).values({ id: packageId, standard: 'scorm12', title: 'Training' });
  const packageLesson = (id: string, title: string, position: number) => ({
    id,
    courseId: course.courseId,
    kind: 'package' as const,
    title: inAllLanguages(title),
    content: { package: { en: packageId, pt: packageId, es: packageId } },
    position,
  });
  await db
    .insert(lessons)
    .values([packageLesson(lesson.tour, 'Product tour', 7), packageLesson(lesson.safety, 'Safety first', 3)]);
  lesson.formerPackage = course.lessonIds[0] as string;

  const { studentA: ana, factA: fabio, studentB: bia, studentP: paco } = w.people;
  await db.insert(courseProgress).values([
    { userId: ana, courseId: course.courseId, progress: 100, completedAt: new Date() },
    { userId: fabio, courseId: course.courseId, progress: 0 },
    { userId: bia, courseId: course.courseId, progress: 50 },
    { userId: ana, courseId: plain.courseId, progress: 10 },
    { userId: paco, courseId: plain.courseId, progress: 10 },
  ]);
  await db.insert(packageAttempts).values([
    // Ana fails, passes, and fails a try after: her pass counts, her time is the three tries'
    attempt(ana, lesson.safety, {
      hoursIn: 0,
      completion: 'completed',
      success: 'failed',
      score: 40,
      seconds: 300,
      endedAt: ended(0),
    }),
    attempt(ana, lesson.safety, {
      hoursIn: 1,
      completion: 'completed',
      success: 'passed',
      score: 85.46,
      seconds: 600,
      endedAt: ended(1),
    }),
    attempt(ana, lesson.safety, {
      hoursIn: 2,
      completion: 'completed',
      success: 'failed',
      score: 50,
      seconds: 100,
      endedAt: ended(2),
    }),
    // the tour gives no success: completing it is its end; then she opens it again
    attempt(ana, lesson.tour, { hoursIn: 3, completion: 'completed', seconds: 1200, endedAt: ended(3) }),
    attempt(ana, lesson.tour, { hoursIn: 5, completion: 'incomplete', seconds: 60 }),
    // a lesson that was a package lesson once: its attempts are no package lesson's standing
    attempt(ana, lesson.formerPackage, { hoursIn: 0, success: 'passed', seconds: 9 }),
    // Fabio is half way through Safety; he has not opened the tour
    attempt(fabio, lesson.safety, { hoursIn: 4, completion: 'incomplete', seconds: 120 }),
    // Bia failed Safety; she failed the tour and is on her second try
    attempt(bia, lesson.safety, {
      hoursIn: 0,
      completion: 'incomplete',
      success: 'failed',
      score: 30,
      seconds: 200,
      endedAt: ended(0),
    }),
    attempt(bia, lesson.tour, { hoursIn: 1, success: 'failed', score: 20, seconds: 50, endedAt: ended(1) }),
    attempt(bia, lesson.tour, { hoursIn: 2, seconds: 30 }),
  ]);
  await db.insert(lessonProgress).values([
    { userId: ana, courseId: course.courseId, lessonId: lesson.formerPackage, progress: 100 },
    { userId: ana, courseId: course.courseId, lessonId: lesson.safety, progress: 100 },
    { userId: ana, courseId: course.courseId, lessonId: lesson.tour, progress: 100 },
    { userId: fabio, courseId: course.courseId, lessonId: lesson.safety, progress: 0 },
    { userId: bia, courseId: course.courseId, lessonId: lesson.safety, progress: 0 },
  ]);
});
afterAll(() => t.close());

const get = async (role: TeamRole, url: string) => {
  const res = await w.api[role].get(`/report/${url}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const at = (hoursIn: number) => ended(hoursIn).toISOString();
const titled = (title: string) => inAllLanguages(title);

const anaSafety = {
  lessonId: lesson.safety,
  title: titled('Safety first'),
  status: 'passed',
  attempts: 3,
  bestScore: 85.5,
  seconds: 1000,
  lastActivityAt: at(2),
};
const anaTour = {
  lessonId: lesson.tour,
  title: titled('Product tour'),
  status: 'completed',
  attempts: 2,
  bestScore: null,
  seconds: 1260,
  lastActivityAt: at(5),
};
const notStarted = (lessonId: string, title: string) => ({
  lessonId,
  title: titled(title),
  status: 'not_started',
  attempts: 0,
  bestScore: null,
  seconds: 0,
  lastActivityAt: null,
});
// biome-ignore lint/suspicious/noExplicitAny: the answers are checked against the contract by the server
const packagesByName = (items: any[]): Record<string, ReportPackageLesson[]> =>
  Object.fromEntries(items.map((item) => [item.name, item.packages]));

describe("a course report's package lessons", () => {
  it("gives each learner's standing in each package lesson, in the course's order", async () => {
    const view = await get('admin', `course-view/${course.courseId}?limit=50`);
    expect(view.packageLessons).toEqual([
      { _id: lesson.safety, title: titled('Safety first') },
      { _id: lesson.tour, title: titled('Product tour') },
    ]);
    expect(packagesByName(view.learners.items)).toEqual({
      'Ana Alpha': [anaSafety, anaTour],
      'Fabio Alpha': [
        {
          lessonId: lesson.safety,
          title: titled('Safety first'),
          status: 'in_progress',
          attempts: 1,
          bestScore: null,
          seconds: 120,
          lastActivityAt: at(4),
        },
        notStarted(lesson.tour, 'Product tour'),
      ],
      'Bia Bravo': [
        {
          lessonId: lesson.safety,
          title: titled('Safety first'),
          status: 'failed',
          attempts: 1,
          bestScore: 30,
          seconds: 200,
          lastActivityAt: at(0),
        },
        // failed, then a new attempt: she is on it again
        {
          lessonId: lesson.tour,
          title: titled('Product tour'),
          status: 'in_progress',
          attempts: 2,
          bestScore: 20,
          seconds: 80,
          lastActivityAt: at(2),
        },
      ],
    });
  });

  it("keeps to the asker's scope", async () => {
    for (const role of ['master', 'tsmBR'] as const) {
      const view = await get(role, `course-view/${course.courseId}`);
      expect(Object.keys(packagesByName(view.learners.items)), role).toEqual(['Ana Alpha', 'Fabio Alpha']);
    }
    const laam = await get('tsmLAAM', `course-view/${course.courseId}`);
    expect(laam.learners.items).toEqual([]);
    expect(laam.packageLessons).toHaveLength(2);
    expect((await w.api.master.get(`/report/student-view/${w.people.studentB}`)).status).toBe(404);
  });

  it('gives a course without package lessons none', async () => {
    const view = await get('admin', `course-view/${plain.courseId}`);
    expect(view.packageLessons).toEqual([]);
    expect(view.learners.items.map((item: { packages: unknown[] }) => item.packages)).toEqual([[], []]);
  });

  it('costs no statement more than a course without package lessons', async () => {
    const without = await t.queries.measure(() => w.api.admin.get(`/report/course-view/${plain.courseId}`));
    const withPackages = await t.queries.measure(() =>
      w.api.admin.get(`/report/course-view/${course.courseId}?limit=50&search=a`),
    );
    const filtered = await t.queries.measure(() =>
      w.api.admin.get(`/report/course-view/${plain.courseId}?limit=50&search=a`),
    );
    expect(withPackages.queries).toBe(filtered.queries);
    expect(without.queries).toBeLessThanOrEqual(6);
  });
});

describe("a learner report's package lessons", () => {
  it('gives his standing in the package lessons of each course he opened', async () => {
    const view = await get('tsmBR', `student-view/${w.people.studentA}`);
    const byCourse = Object.fromEntries(
      view.courses.map((item: { _id: string; packages: unknown[] }) => [item._id, item.packages]),
    );
    expect(byCourse).toEqual({ [course.courseId]: [anaSafety, anaTour], [plain.courseId]: [] });
  });
});

/** The asker of `role` reads his downloads in `lang`. */
async function speaks(role: 'admin' | 'master', lang: Language) {
  const whom = role === 'admin' ? eq(users.type, 'admin') : eq(users.id, w.people.masterA);
  await t.deps.db.update(users).set({ lang }).where(whom);
  return SHEET_TEXTS[lang];
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}
function sheetOf(workbook: ExcelJS.Workbook, index = 0) {
  const sheet = workbook.worksheets[index];
  if (!sheet) throw new Error(`no sheet ${index}`);
  return sheet;
}
/** A row's values from its first cell (exceljs counts cells from 1). */
const valuesOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
const rowsOf = (sheet: ExcelJS.Worksheet) =>
  Array.from({ length: sheet.rowCount - 1 }, (_, index) => valuesOf(sheet, index + 2));
/** A time cell as seconds: a reader gives a number in a time format as a time after Excel's day zero. */
const secondsOf = (value: unknown) =>
  value instanceof Date ? Math.round((value.getTime() - Date.UTC(1899, 11, 30)) / 1000) : value;

describe('the downloads', () => {
  it("write the course report's package lessons in columns of their own, in the asker's language", async () => {
    const texts = await speaks('admin', 'pt');
    const res = await client(t.app, w.tokens.admin).get(`report/course-download?id=${course.courseId}`);
    expect(res.status).toBe(200);
    const sheet = sheetOf(await workbookOf(res.raw.rawPayload));
    const headers = valuesOf(sheet, 1).slice(10);
    expect(headers).toEqual([
      `Safety first (pt) · ${texts.state}`,
      `Safety first (pt) · ${texts.packageAttempts}`,
      `Safety first (pt) · ${texts.packageScore}`,
      `Safety first (pt) · ${texts.time}`,
      `Product tour (pt) · ${texts.state}`,
      `Product tour (pt) · ${texts.packageAttempts}`,
      `Product tour (pt) · ${texts.packageScore}`,
      `Product tour (pt) · ${texts.time}`,
    ]);
    const packageCells = Object.fromEntries(
      rowsOf(sheet).map((row) => [row[0], row.slice(10).map(secondsOf)]),
    );
    expect(packageCells).toEqual({
      'Ana Alpha': ['Aprovado', 3, 85.5, 1000, 'Concluído', 2, undefined, 1260],
      'Bia Bravo': ['Não aprovado', 1, 30, 200, 'Em andamento', 2, 20, 80],
      // a cell left empty is no value of the row
      'Fabio Alpha': ['Em andamento', 1, undefined, 120, 'Não iniciado', 0],
    });
    expect(sheet.getRow(2).getCell(14).numFmt).toBe('[h]:mm:ss');

    const master = await client(t.app, w.tokens.master).get(`report/course-download?id=${course.courseId}`);
    const names = rowsOf(sheetOf(await workbookOf(master.raw.rawPayload))).map((row) => row[0]);
    expect(names).toEqual(['Ana Alpha', 'Fabio Alpha']);
  });

  it("write a learner's package lessons on a sheet of their own, and none when he has none", async () => {
    const texts = await speaks('master', 'es');
    const res = await client(t.app, w.tokens.master).get(`report/student-download?id=${w.people.studentA}`);
    expect(res.status).toBe(200);
    const workbook = await workbookOf(res.raw.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([texts.courses, texts.packageLessons]);
    const rows = rowsOf(sheetOf(workbook, 1)).map((row) => [...row.slice(0, 5), secondsOf(row[5]), row[6]]);
    expect(rows).toEqual([
      ['Packaged (es)', 'Safety first (es)', texts.packageStates.passed, 3, 85.5, 1000, ended(2)],
      ['Packaged (es)', 'Product tour (es)', texts.packageStates.completed, 2, undefined, 1260, ended(5)],
    ]);

    const paco = await client(t.app, w.tokens.tsmLAAM).get(`report/student-download?id=${w.people.studentP}`);
    expect(paco.status).toBe(200);
    expect((await workbookOf(paco.raw.rawPayload)).worksheets).toHaveLength(1);
  });

  it('write the standing of each package lesson opened in the detailed download, none for other lessons', async () => {
    const texts = await speaks('master', 'es');
    const res = await client(t.app, w.tokens.master).post('report/detailed-report-download', {
      courseIds: [course.courseId],
    });
    expect(res.status).toBe(200);
    const sheet = sheetOf(await workbookOf(res.raw.rawPayload));
    expect(valuesOf(sheet, 1).slice(7)).toEqual([
      texts.state,
      texts.packageAttempts,
      texts.packageScore,
      texts.time,
    ]);
    const cells = rowsOf(sheet).map((row) => [row[0], row[4], ...row.slice(7).map(secondsOf)]);
    expect(cells.sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`))).toEqual([
      ['Ana Alpha', 'Lesson 0 (es)'],
      ['Ana Alpha', 'Product tour (es)', texts.packageStates.completed, 2, undefined, 1260],
      ['Ana Alpha', 'Safety first (es)', texts.packageStates.passed, 3, 85.5, 1000],
      ['Fabio Alpha', 'Safety first (es)', texts.packageStates.in_progress, 1, undefined, 120],
    ]);
  });
});
