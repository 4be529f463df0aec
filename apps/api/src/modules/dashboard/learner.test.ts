import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, courses, lessons, modules } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { type Client, client, seedCourses } from '../../test/course-data.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathWorld } from '../../test/learning-path-world.js';

let t: TestApp;
let w: PathWorld;
let student: Client;
type Course = { courseId: string; lessonIds: string[] };
let linear: Course;
let done: Course;
/** a modular course: module 0 optional; in module 1, lesson 0 optional */
const modular = { courseId: '', optionalModule: '', module: '', lessons: [] as string[] };
const paths = { open: '', ofA: '' };
const certificateIds = { soonest: '', soon: '', later: '', revoked: '', expired: '' };

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

const mark = (learner: Client, courseId: string, lessonId: string, progress: number) =>
  learner.post('user/progress/mark', { courseId, lessonId, progress });

async function makeModularCourse() {
  const [courseId = ''] = await seedCourses(t.deps.db, 1, {
    structure: 'modular',
    modules: 2,
    lessonsPerModule: 3,
  });
  const moduleRows = await t.deps.db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.position));
  const [optionalModule = '', module = ''] = moduleRows.map((row) => row.id);
  await t.deps.db.update(modules).set({ isOptional: true }).where(eq(modules.id, optionalModule));
  const lessonRows = await t.deps.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.moduleId, module))
    .orderBy(asc(lessons.position));
  const lessonIds = lessonRows.map((row) => row.id);
  await t.deps.db
    .update(lessons)
    .set({ isOptional: true })
    .where(and(eq(lessons.moduleId, module), eq(lessons.id, lessonIds[0] ?? '')));
  const [optionalLesson = ''] = (
    await t.deps.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.moduleId, optionalModule))
  ).map((row) => row.id);
  Object.assign(modular, { courseId, optionalModule, module, lessons: lessonIds });
  return optionalLesson;
}

async function certificate(
  userId: string,
  issuedDaysAgo: number,
  extra: Partial<typeof certificates.$inferInsert>,
) {
  const id = newId();
  await t.deps.db.insert(certificates).values({
    id,
    userId,
    code: newId(),
    title: `Certificate ${id.slice(-4)}`,
    issuedAt: daysFromNow(-issuedDaysAgo),
    ...extra,
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await makePathWorld(t);
  student = client(t.app, w.tokens.student);
  const fact = client(t.app, w.tokens.fact);

  const optionalLesson = await makeModularCourse();
  // the optional module's lesson half seen, the first required lesson of module 1 complete
  await mark(student, modular.courseId, optionalLesson, 50);
  await mark(student, modular.courseId, modular.lessons[1] ?? '', 100);
  linear = await w.makeCourse('Linear', 3);
  await mark(student, linear.courseId, linear.lessonIds[0] ?? '', 100);
  await mark(student, linear.courseId, linear.lessonIds[1] ?? '', 60);
  done = await w.makeCourse('Done', 1);
  await w.complete(w.tokens.student, done);
  // a course he started that no longer reaches him
  const hidden = await w.makeCourse('Hidden', 1);
  await mark(student, hidden.courseId, hidden.lessonIds[0] ?? '', 30);
  await t.deps.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, hidden.courseId));
  // the fact user's own progress
  await mark(fact, modular.courseId, modular.lessons[1] ?? '', 20);

  paths.open = await w.makePath('Open', [linear.courseId, done.courseId], [], { openToAll: true });
  paths.ofA = await w.makePath('Of A', [done.courseId], [w.teams.A]);
  await w.makePath('Of B', [linear.courseId], [w.teams.B]);

  const { studentA, factA } = w.people;
  certificateIds.later = await certificate(studentA, 400, { expiresAt: daysFromNow(40) });
  certificateIds.soon = await certificate(studentA, 300, { expiresAt: daysFromNow(10) });
  certificateIds.soonest = await certificate(studentA, 200, { expiresAt: daysFromNow(2) });
  certificateIds.revoked = await certificate(studentA, 2, {
    expiresAt: daysFromNow(5),
    revokedAt: new Date(),
  });
  certificateIds.expired = await certificate(studentA, 1, { expiresAt: daysFromNow(-1) });
  await certificate(factA, 100, { expiresAt: daysFromNow(3) });
});
afterAll(() => t.close());

interface Dashboard {
  courses: { _id: string; progress: number; nextLesson: { _id: string; moduleId: string | null } | null }[];
  coursesInProgress: number;
  paths: { _id: string; progress: unknown }[];
  pathsTotal: number;
  recentCertificates: { _id: string; status: string }[];
  endingCertificates: { _id: string; status: string }[];
}

const dashboardOf = async (learner: Client) => {
  const res = await learner.get('dashboard/learner');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Dashboard;
};

describe("a learner's dashboard", () => {
  it('lists his courses in progress, the last worked on first, each with the first required lesson he has not completed', async () => {
    const dashboard = await dashboardOf(student);
    expect(dashboard.coursesInProgress).toBe(2);
    expect(dashboard.courses.map((course) => course._id)).toEqual([linear.courseId, modular.courseId]);
    const [inLinear, inModular] = dashboard.courses;
    // the second lesson is at 60 %: not complete
    expect(inLinear?.nextLesson).toMatchObject({ _id: linear.lessonIds[1], moduleId: null });
    // the optional module and the optional first lesson are skipped, the second is complete
    expect(inModular?.nextLesson).toMatchObject({ _id: modular.lessons[2], moduleId: modular.module });
    expect(inModular?.progress).toBeGreaterThan(0);
  });

  it('lists his learning paths with the progress the path list gives, those not completed first', async () => {
    const dashboard = await dashboardOf(student);
    expect(dashboard.pathsTotal).toBe(2);
    expect(dashboard.paths.map((path) => path._id)).toEqual([paths.open, paths.ofA]);
    const list = await w.api.student.get('list?limit=100');
    for (const path of dashboard.paths) {
      const listed = (list.body.data.items as { _id: string; progress: unknown }[]).find(
        (item) => item._id === path._id,
      );
      expect(path.progress).toEqual(listed?.progress);
    }
    expect(dashboard.paths[1]?.progress).toMatchObject({ complete: true });
  });

  it('shows his latest certificates and his valid ones ending within 30 days, the soonest first', async () => {
    const dashboard = await dashboardOf(student);
    expect(dashboard.recentCertificates.map((item) => item.status)).toEqual(['valid', 'expired', 'revoked']);
    expect(dashboard.recentCertificates.slice(1).map((item) => item._id)).toEqual([
      certificateIds.expired,
      certificateIds.revoked,
    ]);
    expect(dashboard.endingCertificates.map((item) => item._id)).toEqual([
      certificateIds.soonest,
      certificateIds.soon,
    ]);
  });

  it("holds the asker's own data only", async () => {
    const dashboard = await dashboardOf(client(t.app, w.tokens.fact));
    expect(dashboard.courses.map((course) => course._id)).toEqual([modular.courseId]);
    expect(dashboard.courses[0]?.nextLesson).toMatchObject({ _id: modular.lessons[1] });
    expect(dashboard.recentCertificates).toHaveLength(1);
    expect(dashboard.paths.map((path) => path._id)).toEqual([paths.open]);
  });

  it('is for learners: staff get 403, anyone signed out 401', async () => {
    for (const role of ['admin', 'tsmBR', 'master'] as const)
      expect((await w.api[role].get('/dashboard/learner')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/learner' })).statusCode).toBe(401);
  });
});

describe('statements per request do not grow with the data', () => {
  const measure = async () => {
    const { result, queries } = await t.queries.measure(() => student.get('dashboard/learner'));
    expect(result.status).toBe(200);
    return queries;
  };

  it('whatever his number of courses, paths and certificates', async () => {
    const before = await measure();
    const more = await seedCourses(t.deps.db, 8, { structure: 'modular', modules: 2, lessonsPerModule: 2 });
    for (const courseId of more) {
      const [lesson] = await t.deps.db
        .select({ id: lessons.id })
        .from(lessons)
        .where(eq(lessons.courseId, courseId));
      await mark(student, courseId, lesson?.id ?? '', 100);
    }
    for (let n = 0; n < 4; n++) await w.makePath(`More ${n}`, more, [], { openToAll: true });
    for (let n = 0; n < 8; n++) await certificate(w.people.studentA, n, { expiresAt: daysFromNow(n + 1) });
    const after = await measure();
    const dashboard = await dashboardOf(student);
    expect(dashboard.coursesInProgress).toBe(10);
    expect(dashboard.courses).toHaveLength(6);
    expect(dashboard.pathsTotal).toBe(6);
    expect(after).toBe(before);
    // the session's look-up, then courses, paths, latest and ending certificates
    expect(before).toBe(5);
  });
});
