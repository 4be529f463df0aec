import { addDays, assignmentState, type ComplianceFigures, dayOf } from '@academy/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, learningPaths, teams, teamUsers, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { AuthUser } from '../../lib/session-user.js';
import { seedCourses } from '../../test/course-data.js';
import { askerOf, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { figureDifferences } from '../figures/index.js';
import { complianceReport } from './compliance.js';

/**
 * The compliance report's kept figures (decision 0037) after random histories of every write that
 * changes them (assignments made, started, completed, withdrawn, re-dated and deleted; people
 * moved, disabled and removed; team memberships), against the database's own check and against
 * each assignment's state by the domain's rule (`assignmentState`), for an admin and each master,
 * grouped every way and for each item.
 */

const DAY = 86_400_000;
let t: TestApp;
let people: string[];
let distributorIds: string[];
let countryIds: string[];
let teamIds: string[];
let items: { courseId?: string; pathId?: string }[];

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
  for (const [n, type] of (['student', 'fact', 'student', 'master', 'student'] as const).entries())
    people.push(
      (
        await makeUser(db, {
          type,
          distributorId: n === 4 ? null : (distributorIds[n % 3] as string),
          countryId: countryIds[n % 2] as string,
        })
      ).id,
    );
  teamIds = [newId(), newId()];
  await db.insert(teams).values(teamIds.map((id, n) => ({ id, name: `Team ${n}` })));
  const pathId = newId();
  await db.insert(learningPaths).values({ id: pathId });
  items = [...(await seedCourses(db, 2)).map((courseId) => ({ courseId })), { pathId }];
});
afterAll(() => t.close());

const pick = <T>(list: T[]) => fc.nat({ max: list.length - 1 }).map((index) => list[index] as T);
const someone = () => fc.nat().map((n) => people[n % people.length] as string);
const anItem = () => fc.nat().map((n) => items[n % items.length] as (typeof items)[number]);
const ofItem = (item: (typeof items)[number]) =>
  item.courseId ? eq(assignments.courseId, item.courseId) : eq(assignments.pathId, item.pathId as string);
const isOpen = and(isNull(assignments.completedAt), isNull(assignments.withdrawnAt));

type Step = (now: Date) => Promise<unknown>;

/** Every kind of write that changes a compliance figure, single rows and whole sets. */
const steps = (): fc.Arbitrary<Step> =>
  fc.oneof(
    fc
      .record({
        user: someone(),
        item: anItem(),
        due: fc.option(fc.integer({ min: -20, max: 20 })),
        started: fc.boolean(),
      })
      .map(({ user, item, due, started }) => async (now: Date) => {
        await t.deps.db
          .insert(assignments)
          .values({
            id: newId(),
            userId: user,
            ...item,
            dueOn: due === null ? null : addDays(dayOf(now), due),
            startedAt: started ? now : null,
          })
          .onConflictDoNothing(); // one open assignment of an item per person
      }),
    fc
      .record({ user: someone(), item: anItem(), back: fc.nat({ max: 30 }) })
      .map(({ user, item, back }) => async (now: Date) => {
        await t.deps.db
          .update(assignments)
          .set({ completedAt: new Date(now.getTime() - back * DAY) })
          .where(and(eq(assignments.userId, user), ofItem(item), isOpen));
      }),
    fc.record({ user: someone(), item: anItem() }).map(({ user, item }) => async (now: Date) => {
      // withdrawing keeps what was completed: a completed one is withdrawn as well
      await t.deps.db
        .update(assignments)
        .set({ withdrawnAt: now })
        .where(and(eq(assignments.userId, user), ofItem(item), isNull(assignments.withdrawnAt)));
    }),
    fc
      .record({ item: anItem(), due: fc.option(fc.integer({ min: -20, max: 20 })) })
      .map(({ item, due }) => async (now: Date) => {
        await t.deps.db
          .update(assignments)
          .set({ dueOn: due === null ? null : addDays(dayOf(now), due) })
          .where(ofItem(item));
      }),
    someone().map((user) => async () => {
      await t.deps.db.delete(assignments).where(eq(assignments.userId, user));
    }),
    fc
      .record({ user: someone(), team: pick(teamIds), role: fc.constantFrom('member', 'leader') })
      .map(({ user, team, role }) => async () => {
        await t.deps.db
          .insert(teamUsers)
          .values({ teamId: team, userId: user, role: role as 'member' | 'leader' })
          .onConflictDoNothing();
      }),
    fc.record({ user: someone(), team: pick(teamIds) }).map(({ user, team }) => async () => {
      await t.deps.db.delete(teamUsers).where(and(eq(teamUsers.userId, user), eq(teamUsers.teamId, team)));
    }),
    fc.record({ from: pick(teamIds), to: pick(teamIds) }).map(({ from, to }) => async () => {
      // a whole team's people moved to another at once (their rows updated)
      await t.deps.db.execute(
        sql`update team_users set team_id = ${to} where team_id = ${from}
          and not exists (select 1 from team_users o where o.team_id = ${to} and o.user_id = team_users.user_id and o.role = team_users.role)`,
      );
    }),
    fc
      .record({
        moved: fc.subarray(people, { minLength: 1 }),
        distributor: fc.option(pick(distributorIds)),
        country: pick(countryIds),
      })
      .map(({ moved, distributor, country }) => async () => {
        await t.deps.db
          .update(users)
          .set({ distributorId: distributor, countryId: country })
          .where(inArray(users.id, moved));
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

type Figures = Omit<ComplianceFigures, `expiring${number}`>;
const zero = (): Figures => ({
  assigned: 0,
  completedOnTime: 0,
  completedLate: 0,
  inProgress: 0,
  overdue: 0,
});

/** The report's assignment figures counted here, row by row, by the domain's rule of each state. */
async function expectedReport(
  asker: AuthUser,
  by: 'distributor' | 'country' | 'team',
  item: object,
  now: Date,
) {
  const db = t.deps.db;
  const today = dayOf(now);
  const chosen = item as (typeof items)[number];
  const rows = await db
    .select()
    .from(assignments)
    .where(chosen.courseId || chosen.pathId ? ofItem(chosen) : undefined);
  const counted = new Map(
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.status, 'enabled'), isNull(users.deletedAt)))
    )
      .filter((user) => asker.type === 'admin' || user.distributorId === asker.distributorId)
      .map((user) => [user.id, user]),
  );
  const memberships = await db.select().from(teamUsers).where(eq(teamUsers.role, 'member'));
  const groups = new Map<string, Figures>();
  const total = zero();
  const add = (figures: Figures, state: ReturnType<typeof assignmentState>) => {
    if (state !== 'withdrawn') figures.assigned++;
    if (state === 'completed') figures.completedOnTime++;
    if (state === 'completed-late') figures.completedLate++;
    if (state === 'assigned' || state === 'in-progress') figures.inProgress++;
    if (state === 'overdue') figures.overdue++;
  };
  for (const row of rows) {
    const person = counted.get(row.userId);
    if (!person) continue;
    const state = assignmentState(row, today);
    add(total, state);
    const keys =
      by === 'team'
        ? memberships.filter((member) => member.userId === row.userId).map((member) => member.teamId)
        : [by === 'distributor' ? person.distributorId : person.countryId].filter((key) => key !== null);
    for (const key of keys) {
      const figures = groups.get(key as string) ?? zero();
      add(figures, state);
      groups.set(key as string, figures);
    }
  }
  return {
    groups: Object.fromEntries([...groups].filter(([, figures]) => figures.assigned > 0).sort()),
    total: total.assigned > 0 ? total : zero(),
  };
}

const withoutExpiring = ({ expiring30, expiring60, expiring90, ...figures }: ComplianceFigures) => figures;

/** The report as the server answers it, its groups by id, without the certificates' figures. */
async function answeredReport(
  asker: AuthUser,
  by: 'distributor' | 'country' | 'team',
  item: object,
  now: Date,
) {
  const report = await complianceReport(t.deps.db, asker, { by, ...item }, now);
  return {
    groups: Object.fromEntries(
      report.groups.map(({ _id, name, ...figures }) => [_id, withoutExpiring(figures)]).sort(),
    ),
    total: withoutExpiring(report.total),
  };
}

describe('kept compliance figures', () => {
  it('equal each assignment state counted now, after any history of assignments, people and teams', async () => {
    const askers = [askerOf('admin'), ...distributorIds.map((id) => askerOf('master', id))];
    await fc.assert(
      fc.asyncProperty(fc.array(steps(), { minLength: 1, maxLength: 10 }), async (history) => {
        const now = new Date();
        for (const step of history) await step(now);
        expect(await figureDifferences(t.deps.db)).toEqual([]);
        for (const asker of askers)
          for (const by of ['distributor', 'country', 'team'] as const)
            for (const item of [{}, ...items])
              expect(await answeredReport(asker, by, item, now)).toEqual(
                await expectedReport(asker, by, item, now),
              );
      }),
      { numRuns: 40 },
    );
    // forty histories of up to ten steps, each checked against every report: about 25 s alone,
    // more on a loaded machine
  }, 120_000);

  it('leave with a person deleted outright, a team deleted and an item deleted', async () => {
    const db = t.deps.db;
    const person = await makeUser(db, { distributorId: distributorIds[0] as string });
    const teamId = newId();
    await db.insert(teams).values({ id: teamId, name: 'Going' });
    await db.insert(teamUsers).values({ teamId, userId: person.id, role: 'member' });
    const pathId = newId();
    await db.insert(learningPaths).values({ id: pathId });
    for (const item of [{ pathId }, items[0] as object])
      await db
        .insert(assignments)
        .values({ id: newId(), userId: person.id, ...item, dueOn: dayOf(new Date()) });
    await db.delete(learningPaths).where(eq(learningPaths.id, pathId));
    expect(await figureDifferences(db)).toEqual([]);
    await db.delete(teams).where(eq(teams.id, teamId));
    expect(await figureDifferences(db)).toEqual([]);
    await db.delete(users).where(eq(users.id, person.id));
    expect(await figureDifferences(db)).toEqual([]);
  });
});
