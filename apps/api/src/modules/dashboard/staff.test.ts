import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, courseProgress, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { client, seedCourses } from '../../test/course-data.js';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeTeamWorld, type TeamRole, type TeamWorld } from '../../test/team-world.js';
import { lastMonths, monthStart } from './months.js';

let t: TestApp;
let w: TeamWorld;
let courseIds: string[];

/** A time `back` calendar months (UTC) before this one: now for this month, else mid-month. */
const monthsAgo = (back: number) => {
  const now = new Date();
  return back === 0 ? now : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
};
/** The first instant of the charts' window (twelve months, the current one last). */
const windowStart = () => monthStart(new Date(), 11);

/** A learner's progress row on a course: last worked on at `updated`, completed at `completed`. */
async function worked(userId: string, course: number, updated: Date, completed: Date | null = null) {
  const courseId = courseIds[course] ?? '';
  await t.deps.db
    .insert(courseProgress)
    .values({ userId, courseId, progress: completed ? 100 : 40, updatedAt: updated, completedAt: completed });
}

async function certified(userId: string, issuedAt: Date, revokedAt: Date | null = null) {
  await t.deps.db
    .insert(certificates)
    .values({ id: newId(), userId, code: newId(), title: 'Certified', issuedAt, revokedAt });
}

/** A learner of distributor A who does not count: disabled, or removed. */
async function uncountedOfA(extra: { status?: 'disabled' }, removed = false) {
  const person = await makeUser(t.deps.db, { distributorId: w.distributors.A, ...extra });
  if (removed) await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, person.id));
  await worked(person.id, 0, monthsAgo(0), monthsAgo(0));
  await certified(person.id, monthsAgo(0));
}

beforeAll(async () => {
  t = await createTestApp();
  w = await makeTeamWorld(t);
  courseIds = await seedCourses(t.deps.db, 4, { structure: 'linear', lessonsPerModule: 1 });
  const { studentA, factA, studentB, studentP, masterA } = w.people;
  // this month: A's student completes a course and is certified; two months ago he worked on another
  await worked(studentA, 0, monthsAgo(0), monthsAgo(0));
  await worked(studentA, 1, monthsAgo(2));
  await certified(studentA, monthsAgo(0));
  // a certificate of his issued this month and revoked is no certificate issued
  await certified(studentA, monthsAgo(0), monthsAgo(0));
  // last month: A's fact user completes a course and is certified
  await worked(factA, 0, monthsAgo(1), monthsAgo(1));
  await certified(factA, monthsAgo(1));
  // B's student: completed three months ago, back on it this month; one course completed at the
  // very first instant of the window, another one an instant before it
  await worked(studentB, 0, monthsAgo(0), monthsAgo(3));
  await certified(studentB, monthsAgo(3));
  await worked(studentB, 2, windowStart(), windowStart());
  const justBefore = new Date(windowStart().getTime() - 1000);
  await worked(studentB, 3, justBefore, justBefore);
  await certified(studentB, justBefore);
  // the Peruvian: this month, and a year ago (outside the twelve months)
  await worked(studentP, 0, monthsAgo(0), monthsAgo(0));
  await certified(studentP, monthsAgo(0));
  await worked(studentP, 1, monthsAgo(12), monthsAgo(12));
  await certified(studentP, monthsAgo(12));
  // none of these is a counted learner: a master, a disabled and a removed learner
  await worked(masterA, 0, monthsAgo(0), monthsAgo(0));
  await uncountedOfA({ status: 'disabled' });
  await uncountedOfA({}, true);
});
afterAll(() => t.close());

interface Month {
  month: string;
  activeLearners: number;
  completions: number;
  certificates: number;
}
interface Figures {
  learners: number;
  thisMonth: Month;
  pendingRegistrations: number;
  months: Month[];
}

const figuresOf = async (role: TeamRole) => {
  const res = await client(t.app, w.tokens[role]).get('dashboard/staff');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Figures;
};

/** Twelve months of figures, all zero but those given by months back (0: this month). */
function monthsWith(figures: Record<number, [active: number, completions: number, certificates: number]>) {
  return lastMonths(new Date(), 12).map((month, index) => {
    const [activeLearners, completions, certificates] = figures[11 - index] ?? [0, 0, 0];
    return { month, activeLearners, completions, certificates };
  });
}

describe("the staff's key figures", () => {
  it('an admin sees every learner: this month, each of the last twelve months, and the pending registrations', async () => {
    const figures = await figuresOf('admin');
    expect(figures.months).toEqual(
      monthsWith({ 0: [3, 2, 2], 1: [1, 1, 1], 2: [1, 0, 0], 3: [0, 1, 1], 11: [1, 1, 0] }),
    );
    expect(figures.thisMonth).toEqual(figures.months[11]);
    expect(figures.learners).toBe(4);
    expect(figures.pendingRegistrations).toBe(1);
  });

  it("a master sees his distributor's learners only", async () => {
    const months = monthsWith({ 0: [1, 1, 1], 1: [1, 1, 1], 2: [1, 0, 0] });
    expect(await figuresOf('master')).toEqual({
      learners: 2,
      thisMonth: months[11],
      pendingRegistrations: 1,
      months,
    });
  });

  it('a tsm sees the distributors he follows, directly or by their country', async () => {
    const ofA = await figuresOf('master');
    expect(await figuresOf('tsmBR')).toEqual(ofA);
    const peru = await figuresOf('tsmLAAM');
    expect(peru).toMatchObject({
      learners: 1,
      pendingRegistrations: 0,
      months: monthsWith({ 0: [1, 1, 1] }),
    });
  });

  it('a learner may not ask, nor may anyone signed out', async () => {
    for (const role of ['student', 'fact'] as const) {
      const res = await client(t.app, w.tokens[role]).get('dashboard/staff');
      expect(res.status).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/staff' })).statusCode).toBe(401);
  });
});

describe('statements per request do not grow with the data', () => {
  const measure = async (role: TeamRole) => {
    const { result, queries } = await t.queries.measure(() =>
      client(t.app, w.tokens[role]).get('dashboard/staff'),
    );
    expect(result.status).toBe(200);
    return queries;
  };

  it('whatever the number of learners, completions and certificates', async () => {
    const before = [await measure('admin'), await measure('master'), await measure('tsmLAAM')];
    const more = await seedCourses(t.deps.db, 5, { structure: 'linear', lessonsPerModule: 1 });
    courseIds.push(...more);
    for (let n = 0; n < 20; n++) {
      const person = await makeUser(t.deps.db, {
        distributorId: n % 2 ? w.distributors.A : w.distributors.P,
      });
      for (let course = 0; course < courseIds.length; course += 2)
        await worked(person.id, course, monthsAgo(n % 12), monthsAgo(n % 12));
      await certified(person.id, monthsAgo(n % 12));
    }
    const after = [await measure('admin'), await measure('master'), await measure('tsmLAAM')];
    expect((await figuresOf('admin')).learners).toBe(24);
    expect(after).toEqual(before);
    // the session's look-up, then the kept months and the people counts
    expect(before).toEqual([3, 3, 3]);
  });
});
