import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  courseProgress,
  courses,
  examAttempts,
  lessons,
  users,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { seedCourses } from '../../test/course-data.js';
import { askerOf, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { figureDifferences, lapseEndedCertificates, rebuildFigures } from '../figures/index.js';
import { courseFigures, figuresInScope } from './figures.js';
import { reportLearners } from './learners.js';

/**
 * The kept figures (decision 0034) against a count made now, after random histories of every
 * write that changes them: the database's own check (`figures_differences`) and the reports'
 * live definition of each figure, for an admin and for each distributor's master.
 */

const DAY = 86_400_000;
let t: TestApp;
let people: string[];
let distributorIds: string[];
let countryIds: string[];
let courseIds: string[];
let lessonOf: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  countryIds = [(await makeCountry(db)).id, (await makeCountry(db)).id];
  distributorIds = [
    await makeDistributor(db, countryIds[0] as string),
    await makeDistributor(db, countryIds[0] as string),
    await makeDistributor(db, countryIds[1] as string),
  ];
  people = [];
  for (const [n, type] of (['student', 'fact', 'student', 'master', 'student', 'fact'] as const).entries())
    people.push(
      (
        await makeUser(db, {
          type,
          distributorId: n === 5 ? null : (distributorIds[n % 3] as string),
          countryId: countryIds[n % 2] as string,
        })
      ).id,
    );
  courseIds = await seedCourses(db, 2, { structure: 'linear', lessonsPerModule: 1 });
  const rows = await db.select({ id: lessons.id, courseId: lessons.courseId }).from(lessons);
  lessonOf = new Map(
    rows.filter((row) => courseIds.includes(row.courseId)).map((row) => [row.courseId, row.id]),
  );
});
afterAll(() => t.close());

const pick = <T>(list: T[]) => fc.nat({ max: list.length - 1 }).map((index) => list[index] as T);
const someone = () => pick(people);
const aCourse = () => pick(courseIds);

type Step = (now: Date) => Promise<unknown>;

/** Every kind of write that changes a figure, as the app makes it (single rows and whole sets). */
const steps = (): fc.Arbitrary<Step> =>
  fc.oneof(
    fc
      .record({ user: someone(), course: aCourse(), done: fc.boolean(), back: fc.nat({ max: 400 }) })
      .map(({ user, course, done, back }) => async (now: Date) => {
        const at = new Date(now.getTime() - back * DAY);
        await t.deps.db
          .insert(courseProgress)
          .values({
            userId: user,
            courseId: course,
            progress: done ? 100 : 30,
            updatedAt: at,
            completedAt: done ? at : null,
          })
          .onConflictDoUpdate({
            target: [courseProgress.userId, courseProgress.courseId],
            set: { updatedAt: at, completedAt: done ? at : null },
          });
      }),
    fc.record({ user: someone(), course: aCourse() }).map(({ user, course }) => async () => {
      await t.deps.db
        .delete(courseProgress)
        .where(and(eq(courseProgress.userId, user), eq(courseProgress.courseId, course)));
    }),
    fc
      .record({ course: aCourse(), back: fc.nat({ max: 400 }) })
      .map(({ course, back }) => async (now: Date) => {
        await t.deps.db
          .update(courseProgress)
          .set({ updatedAt: new Date(now.getTime() - back * DAY) })
          .where(eq(courseProgress.courseId, course));
      }),
    fc
      .record({
        user: someone(),
        course: aCourse(),
        score: fc.nat({ max: 10 }),
        total: fc.constantFrom(0, 10, 12),
        open: fc.boolean(),
      })
      .map(({ user, course, score, total, open }) => async () => {
        await t.deps.db
          .insert(examAttempts)
          .values({
            id: newId(),
            userId: user,
            courseId: course,
            lessonId: lessonOf.get(course) as string,
            status: open ? 'open' : 'scored',
            score: Math.min(score, total),
            total,
          })
          .onConflictDoNothing(); // one open attempt per lesson
      }),
    someone().map((user) => async () => {
      // scores every open attempt of his at once
      await t.deps.db
        .update(examAttempts)
        .set({ status: 'scored' })
        .where(and(eq(examAttempts.userId, user), eq(examAttempts.status, 'open')));
    }),
    fc.record({ user: someone(), course: aCourse() }).map(({ user, course }) => async () => {
      await t.deps.db
        .delete(examAttempts)
        .where(and(eq(examAttempts.userId, user), eq(examAttempts.courseId, course)));
    }),
    fc
      .record({
        user: someone(),
        course: aCourse(),
        days: fc.option(fc.integer({ min: -30, max: 30 })),
        renew: fc.boolean(),
      })
      .map(({ user, course, days, renew }) => async (now: Date) => {
        const db = t.deps.db;
        const current = and(
          eq(certificates.userId, user),
          eq(certificates.courseId, course),
          eq(certificates.kind, 'course'),
          isNull(certificates.renewedAt),
        );
        if (renew) await db.update(certificates).set({ renewedAt: now }).where(current);
        else await db.delete(certificates).where(current);
        const [version] = await db.select({ v: courses.version }).from(courses).where(eq(courses.id, course));
        await db.insert(certificates).values({
          id: newId(),
          userId: user,
          courseId: course,
          code: newId(),
          title: 'Certified',
          version: version?.v ?? 1,
          expiresAt: days === null ? null : new Date(now.getTime() + days * DAY),
        });
      }),
    someone().map((user) => async (now: Date) => {
      await t.deps.db.update(certificates).set({ revokedAt: now }).where(eq(certificates.userId, user));
    }),
    fc.constant<Step>(async (now) => lapseEndedCertificates(t.deps.db, now)),
    fc.record({ course: aCourse(), published: fc.boolean() }).map(({ course, published }) => async () => {
      await t.deps.db
        .update(courses)
        .set({ status: published ? 'published' : 'draft' })
        .where(eq(courses.id, course));
    }),
    fc.record({ course: aCourse(), late: fc.boolean() }).map(({ course, late }) => async (now: Date) => {
      // A new version of the course, whose deadline has passed or not. Once a deadline has passed
      // the next one is past too: a later version with a deadline to come would bring certificates
      // ended for not renewing back to life in the live count (left as found), never in the kept one.
      const today = now.toISOString().slice(0, 10);
      const passed = late ? sql`true` : sql`coalesce(${courses.versionDeadline} < ${today}::date, false)`;
      await t.deps.db
        .update(courses)
        .set({
          version: sql`${courses.version} + 1`,
          versionDeadline: sql`case when ${passed} then ${today}::date - 2 else ${today}::date + 2 end`,
        })
        .where(eq(courses.id, course));
    }),
    fc
      .record({
        users: fc.subarray(people, { minLength: 1 }),
        distributor: fc.option(pick(distributorIds)),
        country: pick(countryIds),
      })
      .map(({ users: moved, distributor, country }) => async () => {
        await t.deps.db
          .update(users)
          .set({ distributorId: distributor, countryId: country })
          .where(inArray(users.id, moved));
      }),
    fc
      .record({
        user: someone(),
        type: fc.constantFrom('student', 'fact', 'master') as fc.Arbitrary<'student' | 'fact' | 'master'>,
        status: fc.constantFrom('enabled', 'disabled') as fc.Arbitrary<'enabled' | 'disabled'>,
        removed: fc.boolean(),
      })
      .map(({ user, type, status, removed }) => async (now: Date) => {
        await t.deps.db
          .update(users)
          .set({ type, status, deletedAt: removed ? now : null })
          .where(eq(users.id, user));
      }),
  );

/** Every figure of every course, for an admin and for each distributor's master, kept and live. */
async function bothWays() {
  const viewers = [askerOf('admin'), ...distributorIds.map((id) => askerOf('master', id))];
  const kept = [];
  const live = [];
  for (const asker of viewers) {
    const keptOf = await figuresInScope(t.deps.db, asker, courseIds);
    const liveOf = await courseFigures(t.deps.db, reportLearners(asker), courseIds);
    kept.push(courseIds.map(keptOf));
    live.push(courseIds.map(liveOf));
  }
  return { kept, live };
}

describe('kept figures', () => {
  it('equal a count made now after any history of progress, attempts, certificates, courses unpublished and people moving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(steps(), { minLength: 1, maxLength: 12 }), async (history) => {
        const now = new Date();
        for (const step of history) await step(now);
        expect(await figureDifferences(t.deps.db)).toEqual([]);
        const { kept, live } = await bothWays();
        expect(kept).toEqual(live);
      }),
      { numRuns: 60 },
    );
  });

  it('are built again from scratch to the same figures', async () => {
    const before = await bothWays();
    await t.deps.db.execute(sql`update course_figures set enrolled = enrolled + 7`);
    expect((await figureDifferences(t.deps.db)).length).toBeGreaterThan(0);
    await rebuildFigures(t.deps.db);
    expect(await figureDifferences(t.deps.db)).toEqual([]);
    expect(await bothWays()).toEqual(before);
  });

  it('leave with a person deleted outright, and with a course deleted', async () => {
    const db = t.deps.db;
    const [course] = await seedCourses(db, 1, { structure: 'linear', lessonsPerModule: 1 });
    const person = await makeUser(db, { distributorId: distributorIds[0] as string });
    for (const courseId of [course as string, courseIds[0] as string]) {
      await db.insert(courseProgress).values({ userId: person.id, courseId, completedAt: new Date() });
      await db
        .insert(certificates)
        .values({ id: newId(), userId: person.id, courseId, code: newId(), title: 'C' });
    }
    await db.delete(courses).where(eq(courses.id, course as string));
    expect(await figureDifferences(db)).toEqual([]);
    await db.delete(users).where(eq(users.id, person.id));
    expect(await figureDifferences(db)).toEqual([]);
  });
});
