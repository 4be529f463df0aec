import { addDays, dayOf } from '@academy/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  certificates,
  courseProgress,
  courses,
  lessonProgress,
  lessons,
  modules,
} from '../../db/schema/index.js';
import { completeCourse, signedIn } from '../../test/certificates.js';
import { client, seedCourses } from '../../test/course-data.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;
let holderToken: string;
let holderId: string;
let courseId: string;
let moduleIds: string[];
let lessonIds: string[];
const today = dayOf(new Date());

/** A modular course of two modules of one lesson each, and a student who completed it (certificate of version 1). */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  [courseId] = (await seedCourses(db, 1, { structure: 'modular', modules: 2, lessonsPerModule: 1 })) as [
    string,
  ];
  moduleIds = (
    await db.select().from(modules).where(eq(modules.courseId, courseId)).orderBy(asc(modules.position))
  ).map((row) => row.id);
  lessonIds = (
    await db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position))
  ).map((row) => row.id);
  const admin = await makeUser(db, { type: 'admin' });
  adminToken = await login(t.app, admin.email, admin.password);
  const holder = await makeUser(db);
  holderId = holder.id;
  holderToken = await login(t.app, holder.email, holder.password);
  await completeCourse(client(t.app, holderToken), { courseId, lessonIds });
});
afterAll(() => t.close());

const publish = (body: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/course/publish-version', headers: bearer(token), payload: body });
const holderCertificates = () =>
  t.deps.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, holderId), eq(certificates.courseId, courseId)))
    .orderBy(asc(certificates.issuedAt));
const verify = async (code: string) =>
  (await t.app.inject({ url: `/api/certificate/verify/${code}` })).json().data;

describe('course/publish-version', () => {
  it('refuses anyone but an admin, and bad input, changing nothing', async () => {
    const [linear] = (await seedCourses(t.deps.db, 1, { structure: 'linear' })) as [string];
    const [other] = (await seedCourses(t.deps.db, 1, { structure: 'modular' })) as [string];
    const [otherModule] = await t.deps.db.select().from(modules).where(eq(modules.courseId, other));
    const good = { courseId, changedModules: [moduleIds[1]], deadline: addDays(today, 10) };
    expect((await publish(good, holderToken)).statusCode).toBe(403);
    const cases = [
      [{ ...good, changedModules: [] }, 400, 'validation-failed'],
      [{ ...good, changedModules: [otherModule?.id] }, 400, 'validation-failed'],
      [{ ...good, deadline: addDays(today, -1) }, 422, 'due-date-past'],
      [{ ...good, deadline: '2026-02-30' }, 400, 'validation-failed'],
      [{ ...good, courseId: linear }, 400, 'course-not-modular'],
    ] as const;
    for (const [body, status, error] of cases) {
      const res = await publish(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toBe(error);
    }
    const [course] = await t.deps.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course?.version).toBe(1);
  });

  it('assigns the holder of version 1 the changed module, due by the deadline, and opens it again', async () => {
    const deadline = addDays(today, 10);
    const res = await publish({ courseId, changedModules: [moduleIds[1]], deadline });
    expect(res.json().data).toEqual({ version: 2, reassigned: 1 });
    const [first] = await holderCertificates();
    const [renewal] = await t.deps.db
      .select()
      .from(assignments)
      .where(eq(assignments.certificateId, first?.id as string));
    expect(renewal).toMatchObject({ userId: holderId, courseId, dueOn: deadline, completedAt: null });
    const kept = await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, holderId));
    expect(kept.map((row) => row.lessonId)).toEqual([lessonIds[0]]);

    expect(await verify(first?.code as string)).toMatchObject({
      status: 'valid',
      version: { issuedFor: 1, current: 2, deadline },
    });
  });

  it('leaves a certificate of an earlier version expired once the deadline passed', async () => {
    const [first] = await holderCertificates();
    await t.deps.db
      .update(courses)
      .set({ versionDeadline: addDays(today, -1) })
      .where(eq(courses.id, courseId));
    expect((await verify(first?.code as string)).status).toBe('expired');
    const counters = await t.app.inject({ url: '/api/course/my-certificates', headers: bearer(holderToken) });
    expect(counters.json().data.items[0].status).toBe('expired');
    await t.deps.db
      .update(courses)
      .set({ versionDeadline: addDays(today, 10) })
      .where(eq(courses.id, courseId));
  });

  it('issues a certificate of version 2 that renews the first once the changed module is taken', async () => {
    await completeCourse(client(t.app, holderToken), { courseId, lessonIds: [lessonIds[1] as string] });
    const [first, second] = await holderCertificates();
    expect(second).toMatchObject({ version: 2, renewsId: first?.id });
    expect((await verify(first?.code as string)).status).toBe('renewed');
    expect(await verify(second?.code as string)).toMatchObject({
      status: 'valid',
      version: { issuedFor: 2, current: 2 },
    });
  });
});

describe('course/publish-version with many holders', () => {
  /** A modular course of two modules of one lesson each, completed by `count` students. */
  async function courseHeldBy(count: number) {
    const db = t.deps.db;
    const [id] = (await seedCourses(db, 1, { structure: 'modular', modules: 2, lessonsPerModule: 1 })) as [
      string,
    ];
    const ids = async (table: typeof modules | typeof lessons) =>
      (await db.select().from(table).where(eq(table.courseId, id)).orderBy(asc(table.position))).map(
        (row) => row.id,
      );
    const course = { courseId: id, moduleIds: await ids(modules), lessonIds: await ids(lessons) };
    for (let n = 0; n < count; n++) await completeCourse((await signedIn(t)).api, course);
    return course;
  }

  it('costs the same statements for 2 holders as for 12, each assigned the renewal with the changed module open again', async () => {
    const statementsFor = async (count: number) => {
      const course = await courseHeldBy(count);
      const deadline = addDays(today, 10);
      const { result, queries } = await t.queries.measure(() =>
        publish({ courseId: course.courseId, changedModules: [course.moduleIds[1]], deadline }),
      );
      expect(result.json().data).toEqual({ version: 2, reassigned: count });
      const db = t.deps.db;
      const renewals = await db
        .select()
        .from(assignments)
        .where(and(eq(assignments.courseId, course.courseId), isNotNull(assignments.certificateId)));
      expect(renewals.map((row) => row.dueOn)).toEqual(Array(count).fill(deadline));
      const kept = await db.select().from(lessonProgress).where(eq(lessonProgress.courseId, course.courseId));
      expect(kept.map((row) => row.lessonId)).toEqual(Array(count).fill(course.lessonIds[0]));
      const progress = await db
        .select()
        .from(courseProgress)
        .where(eq(courseProgress.courseId, course.courseId));
      expect(progress).toHaveLength(count);
      for (const row of progress) {
        expect(row).toMatchObject({ completedAt: null });
        expect(row.progress).toBeLessThan(100);
        expect(row.cycleStartedAt).not.toBeNull();
      }
      return queries;
    };
    expect(await statementsFor(12)).toBe(await statementsFor(2));
  });
});
