import { addDays, certificateEndDate, dayOf } from '@academy/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
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
import { completeCourse } from '../../test/certificates.js';
import { client, seedCourses } from '../../test/course-data.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openRenewals } from './windows.js';

let t: TestApp;
let token: string;
let userId: string;
let courseId: string;
let lessonIds: string[];
let renewalLesson: string;

const DAY_MS = 86_400_000;

/**
 * A modular course of two modules of one lesson each, whose certificates last 3 months and renew
 * from 60 days before they end, the second module being the renewal part; a student who completed
 * it and holds its certificate, which ends in 30 days.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  [courseId] = (await seedCourses(db, 1, { structure: 'modular', modules: 2, lessonsPerModule: 1 })) as [
    string,
  ];
  await db
    .update(courses)
    .set({ certificateValidityMonths: 3, renewalWindowDays: 60 })
    .where(eq(courses.id, courseId));
  const parts = await db
    .select()
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.position));
  await db
    .update(modules)
    .set({ renewalPart: true })
    .where(eq(modules.id, parts[1]?.id as string));
  const rows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position));
  lessonIds = rows.map((row) => row.id);
  renewalLesson = rows.find((row) => row.moduleId === parts[1]?.id)?.id as string;
  const student = await makeUser(db);
  userId = student.id;
  token = await login(t.app, student.email, student.password);
  await completeCourse(client(t.app, token), { courseId, lessonIds });
  await endsIn(userId, 30);
});
afterAll(() => t.close());

/** Has the holder's current certificate of the course end `days` days from now, as if earned earlier. */
async function endsIn(holderId: string, days: number) {
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  await t.deps.db
    .update(certificates)
    .set({ issuedAt: new Date(expiresAt.getTime() - 90 * DAY_MS), expiresAt })
    .where(
      and(
        eq(certificates.userId, holderId),
        eq(certificates.courseId, courseId),
        isNull(certificates.renewedAt),
      ),
    );
}

const current = async () =>
  t.deps.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .orderBy(asc(certificates.issuedAt));
const verify = async (code: string) =>
  (await t.app.inject({ url: `/api/certificate/verify/${code}` })).json().data;

describe('a certificate renewal', () => {
  let first: typeof certificates.$inferSelect;

  it('opens nothing before the window, and on its first day assigns the renewal due on the last day', async () => {
    [first] = (await current()) as [typeof certificates.$inferSelect];
    expect(first.expiresAt).not.toBeNull();
    const lastDay = dayOf(first.expiresAt as Date);
    const opensOn = addDays(lastDay, -60);
    expect(await openRenewals(t.deps.db, new Date(`${addDays(opensOn, -1)}T23:00:00Z`))).toBe(0);
    expect(await openRenewals(t.deps.db, new Date(`${opensOn}T01:00:00Z`))).toBe(1);
    expect(await openRenewals(t.deps.db, new Date(`${opensOn}T02:00:00Z`))).toBe(0);

    const [renewal] = await t.deps.db
      .select()
      .from(assignments)
      .where(eq(assignments.certificateId, first.id));
    expect(renewal).toMatchObject({ userId, courseId, dueOn: lastDay, completedAt: null });
  });

  it('opens only the renewal part again: its lessons are to do, the course is no longer complete', async () => {
    const progress = await t.deps.db
      .select({ lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, userId));
    expect(progress.map((row) => row.lessonId)).toEqual(lessonIds.filter((id) => id !== renewalLesson));
    const [course] = await t.deps.db
      .select()
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
    expect(course?.completedAt).toBeNull();
    expect(course?.progress).toBeLessThan(100);
    expect(course?.cycleStartedAt).not.toBeNull();
    const listed = await t.app.inject({ url: '/api/course/my-certificates', headers: bearer(token) });
    expect(listed.json().data.items[0]).toMatchObject({
      status: 'valid',
      renewalDueOn: dayOf(first.expiresAt as Date),
    });
    const mine = await t.app.inject({ url: '/api/assignment/mine', headers: bearer(token) });
    expect(mine.json().data).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ _id: courseId }) }),
    ]);
  });

  it('renews on completing the part: a new certificate linked to the old one, which is renewed', async () => {
    await completeCourse(client(t.app, token), { courseId, lessonIds: [renewalLesson] });
    const [old, renewed] = await current();
    expect(old?.id).toBe(first.id);
    expect(old?.renewedAt).not.toBeNull();
    expect(renewed?.renewsId).toBe(first.id);
    // renewed 30 days early: its 3 months follow on from the old end, so it ends about 30 days
    // (give or take months' lengths) after 3 months from today would
    expect(renewed?.expiresAt).toEqual(certificateEndDate(first.expiresAt as Date, 3));
    expect(renewed?.expiresAt?.getTime() ?? 0).toBeGreaterThan(
      (certificateEndDate(renewed?.issuedAt as Date, 3) as Date).getTime() + 25 * DAY_MS,
    );

    const [assignment] = await t.deps.db
      .select()
      .from(assignments)
      .where(eq(assignments.certificateId, first.id));
    expect(assignment?.completedAt).not.toBeNull();

    const oldCheck = await verify(old?.code as string);
    expect(oldCheck).toMatchObject({
      status: 'renewed',
      renews: null,
      renewedBy: { code: renewed?.code },
      current: { code: renewed?.code, status: 'valid' },
    });
    const newCheck = await verify(renewed?.code as string);
    expect(newCheck).toMatchObject({
      status: 'valid',
      renews: { code: old?.code },
      renewedBy: null,
      current: null,
    });
  });

  it('counts the renewed certificate no more: the holder has one that certifies', async () => {
    const list = await t.app.inject({ url: '/api/course/my-certificates', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const statuses = (list.json().data.items as { status: string }[]).map((row) => row.status).sort();
    expect(statuses).toEqual(['renewed', 'valid']);
    // the new certificate's own window has not come
    expect(await openRenewals(t.deps.db, new Date())).toBe(0);
  });
});

describe('a certificate renewed after it ended', () => {
  it('counts its validity from the renewal: the time between is not given back', async () => {
    const db = t.deps.db;
    const late = await makeUser(db);
    const lateToken = await login(t.app, late.email, late.password);
    await completeCourse(client(t.app, lateToken), { courseId, lessonIds });
    await endsIn(late.id, 10);
    expect(await openRenewals(db)).toBe(1);
    // the renewal was due on its last day, which went by
    await endsIn(late.id, -5);
    await completeCourse(client(t.app, lateToken), { courseId, lessonIds: [renewalLesson] });
    const [old, renewed] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, late.id), eq(certificates.courseId, courseId)))
      .orderBy(asc(certificates.issuedAt));
    expect(renewed?.renewsId).toBe(old?.id);
    expect(renewed?.expiresAt).toEqual(certificateEndDate(renewed?.issuedAt as Date, 3));
  });
});
