import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { certificates, courses, learningPathCourses, learningPaths, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { seedCourses } from '../../test/course-data.js';
import { makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { stillCertifies } from '../certificates/index.js';
import { figureDifferences, rebuildFigures } from '../figures/index.js';
import { countedPeople, holdingsOf } from './holdings.js';

/**
 * The kept certification holdings (decision 0038) after random histories of every write the rule
 * reads: the database's own check (`certification_holdings_differences`), and what a reader gets
 * at instants before and after the certificates' ends against the rule worked out here from the
 * certificates' own one (`stillCertifies`) and the paths' courses.
 */

const DAY = 86_400_000;
let t: TestApp;
let people: string[];
let distributorIds: string[];
let courseIds: string[];
let pathIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const country = (await makeCountry(db)).id;
  distributorIds = [await makeDistributor(db, country), await makeDistributor(db, country)];
  people = [];
  for (const n of [0, 1, 2, 3, 4])
    people.push(
      (await makeUser(db, { distributorId: n === 4 ? null : (distributorIds[n % 2] as string) })).id,
    );
  courseIds = await seedCourses(db, 3, { structure: 'linear', lessonsPerModule: 1 });
  pathIds = [newId(), newId()];
  for (const id of pathIds) await db.insert(learningPaths).values({ id, status: 'published' });
  await db.insert(learningPathCourses).values([
    { learningPathId: pathIds[0] as string, courseId: courseIds[0] as string },
    { learningPathId: pathIds[0] as string, courseId: courseIds[1] as string },
    { learningPathId: pathIds[1] as string, courseId: courseIds[2] as string },
  ]);
  // everyone starts certified for every course, so each path is held from the first step
  await db
    .insert(certificates)
    .values(
      people.flatMap((userId) =>
        courseIds.map((courseId) => ({ id: newId(), userId, courseId, code: newId(), title: 'Certified' })),
      ),
    );
});
afterAll(() => t.close());

const pick = <T>(list: T[]) => fc.nat({ max: list.length - 1 }).map((index) => list[index] as T);
const someone = () => pick(people);
const aCourse = () => pick(courseIds);
const aPath = () => pick(pathIds);

type Step = (now: Date) => Promise<unknown>;

/** Every kind of write the holdings follow, as the app makes it. */
const steps = (): fc.Arbitrary<Step> =>
  fc.oneof(
    fc
      .record({
        user: someone(),
        course: aCourse(),
        days: fc.option(fc.integer({ min: -30, max: 30 })),
        older: fc.boolean(),
        renew: fc.boolean(),
      })
      .map(({ user, course, days, older, renew }) => async (now: Date) => {
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
          version: Math.max(1, (version?.v ?? 1) - (older ? 1 : 0)),
          expiresAt: days === null ? null : new Date(now.getTime() + days * DAY),
        });
      }),
    someone().map((user) => async (now: Date) => {
      await t.deps.db.update(certificates).set({ revokedAt: now }).where(eq(certificates.userId, user));
    }),
    fc
      .record({ course: aCourse(), days: fc.integer({ min: -3, max: 3 }) })
      .map(({ course, days }) => async (now: Date) => {
        const deadline = new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
        await t.deps.db
          .update(courses)
          .set({ version: sql`${courses.version} + 1`, versionDeadline: deadline })
          .where(eq(courses.id, course));
      }),
    fc.record({ path: aPath(), course: aCourse() }).map(({ path, course }) => async () => {
      const db = t.deps.db;
      const has = and(eq(learningPathCourses.learningPathId, path), eq(learningPathCourses.courseId, course));
      const [held] = await db.select().from(learningPathCourses).where(has);
      if (held) await db.delete(learningPathCourses).where(has);
      else await db.insert(learningPathCourses).values({ learningPathId: path, courseId: course });
    }),
    fc.record({ path: aPath(), from: aCourse(), to: aCourse() }).map(({ path, from, to }) => async () => {
      // a course of the path swapped for another in place (an update of its row)
      const db = t.deps.db;
      const [taken] = await db
        .select()
        .from(learningPathCourses)
        .where(and(eq(learningPathCourses.learningPathId, path), eq(learningPathCourses.courseId, to)));
      if (taken) return;
      await db
        .update(learningPathCourses)
        .set({ courseId: to })
        .where(and(eq(learningPathCourses.learningPathId, path), eq(learningPathCourses.courseId, from)));
    }),
    fc.record({ path: aPath(), published: fc.boolean() }).map(({ path, published }) => async () => {
      await t.deps.db
        .update(learningPaths)
        .set({ status: published ? 'published' : 'draft' })
        .where(eq(learningPaths.id, path));
    }),
    fc
      .record({ moved: fc.subarray(people, { minLength: 1 }), distributor: fc.option(pick(distributorIds)) })
      .map(({ moved, distributor }) => async () => {
        await t.deps.db.update(users).set({ distributorId: distributor }).where(inArray(users.id, moved));
      }),
    fc
      .record({
        user: someone(),
        status: fc.constantFrom('enabled', 'disabled') as fc.Arbitrary<'enabled' | 'disabled'>,
        removed: fc.boolean(),
      })
      .map(({ user, status, removed }) => async (now: Date) => {
        await t.deps.db
          .update(users)
          .set({ status, deletedAt: removed ? now : null })
          .where(eq(users.id, user));
      }),
  );

type Held = {
  userId: string;
  kind: string;
  itemId: string;
  distributorId: string | null;
  expiresAt: string | null;
};
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const ordered = (rows: Held[]) =>
  [...rows].sort((a, b) =>
    `${a.userId}${a.kind}${a.itemId}`.localeCompare(`${b.userId}${b.kind}${b.itemId}`),
  );

/** What a reader gets at `at`, from the kept rows. */
async function keptAt(at: Date): Promise<Held[]> {
  const rows = await rowsOf<{
    user_id: string;
    kind: string;
    item_id: string;
    distributor_id: string | null;
    expires_at: Date | string | null;
  }>(
    t.deps.db,
    sql`with ${holdingsOf(undefined, at)} select user_id, kind, item_id, distributor_id, expires_at from holdings`,
  );
  return ordered(
    rows.map((row) => ({
      userId: row.user_id,
      kind: row.kind,
      itemId: row.item_id,
      distributorId: row.distributor_id,
      expiresAt: iso(row.expires_at),
    })),
  );
}

/** The rule at `at`, from the certificates that still certify then and the published paths' courses. */
async function ruleAt(at: Date): Promise<Held[]> {
  const db = t.deps.db;
  const valid = await db
    .select({
      userId: certificates.userId,
      courseId: certificates.courseId,
      expiresAt: certificates.expiresAt,
      distributorId: users.distributorId,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(and(eq(certificates.kind, 'course'), stillCertifies(at), countedPeople));
  const pathCourses = await db
    .select({ pathId: learningPathCourses.learningPathId, courseId: learningPathCourses.courseId })
    .from(learningPathCourses)
    .innerJoin(learningPaths, eq(learningPaths.id, learningPathCourses.learningPathId))
    .where(eq(learningPaths.status, 'published'));
  const held: Held[] = valid.map((row) => ({
    userId: row.userId,
    kind: 'course',
    itemId: row.courseId as string,
    distributorId: row.distributorId,
    expiresAt: iso(row.expiresAt),
  }));
  for (const pathId of new Set(pathCourses.map((row) => row.pathId))) {
    const needed = pathCourses.filter((row) => row.pathId === pathId).map((row) => row.courseId);
    for (const userId of new Set(valid.map((row) => row.userId))) {
      const his = valid.filter((row) => row.userId === userId && needed.includes(row.courseId as string));
      if (his.length !== needed.length) continue;
      const ends = his.map((row) => row.expiresAt?.getTime()).filter((time) => time !== undefined);
      held.push({
        userId,
        kind: 'path',
        itemId: pathId,
        distributorId: his[0]?.distributorId ?? null,
        expiresAt: ends.length > 0 ? new Date(Math.min(...ends)).toISOString() : null,
      });
    }
  }
  return ordered(held);
}

describe('kept certification holdings', () => {
  it('equal the rule at every instant after any history of certificates, versions, paths and people', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(steps(), { minLength: 1, maxLength: 10 }), async (history) => {
        const now = new Date();
        // checked after every step: a later write of the same people would mend a stale row
        for (const step of history) {
          await step(now);
          expect(await figureDifferences(t.deps.db)).toEqual([]);
        }
        for (const days of [-40, -2, 0, 1, 2, 4, 40]) {
          const at = new Date(now.getTime() + days * DAY + 1);
          expect(await keptAt(at), `${days} days on`).toEqual(await ruleAt(at));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('follow a course removed, a path removed and a person deleted outright', async () => {
    const db = t.deps.db;
    const [course] = (await seedCourses(db, 1, { structure: 'linear', lessonsPerModule: 1 })) as [string];
    const path = newId();
    await db.insert(learningPaths).values({ id: path, status: 'published' });
    await db.insert(learningPathCourses).values([
      { learningPathId: path, courseId: course },
      { learningPathId: pathIds[1] as string, courseId: course },
    ]);
    const holder = await makeUser(db, { distributorId: distributorIds[1] as string });
    await db
      .insert(certificates)
      .values({ id: newId(), userId: holder.id, courseId: course, code: newId(), title: 'C' });
    const heldBy = async (userId: string) =>
      (await keptAt(new Date())).filter((held) => held.userId === userId).map((held) => held.itemId);
    expect(await heldBy(holder.id)).toContain(path);

    await db.delete(courses).where(eq(courses.id, course));
    expect(await figureDifferences(db)).toEqual([]);
    expect(await heldBy(holder.id)).toEqual([]);

    await db.delete(learningPaths).where(eq(learningPaths.id, pathIds[0] as string));
    expect(await figureDifferences(db)).toEqual([]);
    await db.delete(users).where(eq(users.id, people[0] as string));
    expect(await figureDifferences(db)).toEqual([]);
  });

  it('are built again from scratch, and the check finds a wrong one', async () => {
    const holder = await makeUser(t.deps.db, { distributorId: distributorIds[0] as string });
    const course = courseIds[0] as string;
    const [current] = await t.deps.db
      .select({ v: courses.version })
      .from(courses)
      .where(eq(courses.id, course));
    await t.deps.db.insert(certificates).values({
      id: newId(),
      userId: holder.id,
      courseId: course,
      code: newId(),
      title: 'C',
      version: current?.v,
    });
    const before = await keptAt(new Date());
    expect(before.some((held) => held.userId === holder.id)).toBe(true);
    await t.deps.db.execute(sql`update certification_holdings set ends_at = now() - interval '1 day'`);
    const differences = await figureDifferences(t.deps.db);
    expect(differences.filter((difference) => difference.kind === 'holding').length).toBe(
      (await rowsOf<{ n: number }>(t.deps.db, sql`select count(*)::int as n from certification_holdings`))[0]
        ?.n,
    );
    await rebuildFigures(t.deps.db);
    expect(await figureDifferences(t.deps.db)).toEqual([]);
    expect(await keptAt(new Date())).toEqual(before);
  });
});
