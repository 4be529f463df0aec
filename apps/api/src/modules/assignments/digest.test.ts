import { addDays, dayOf } from '@academy/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, tsmDistributors, users } from '../../db/schema/index.js';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathWorld } from '../../test/learning-path-world.js';
import { isoWeek, sendOverdueDigests } from './digest.js';

let t: TestApp;
let world: PathWorld;
let lateCourse: string;
const dueOn = addDays(dayOf(new Date()), 2);
/** Noon (UTC) of the day `days` days after the due day. */
const afterDue = (days: number) => new Date(`${addDays(dueOn, days)}T12:00:00Z`);
/** How many days after the due day the first Monday after it comes: the test's weeks start there. */
const toMonday = ((8 - afterDue(1).getUTCDay()) % 7) + 1;

beforeAll(async () => {
  t = await createTestApp();
  world = await makePathWorld(t);
  const { courseId } = await world.makeCourse('Late course');
  lateCourse = courseId;
  const res = await world.api.admin.post('/assignment/create', {
    item: { kind: 'course', id: courseId },
    audience: { people: [world.people.studentA, world.people.studentP] },
    due: { date: dueOn },
  });
  expect(res.body.data.assigned).toBe(2);
});
afterAll(() => t.close());

/** The digests in the outbox, by the name of the staff member they went to. */
async function digestsByName() {
  const rows = await t.deps.db
    .select({ name: users.name, type: users.type, text: mailOutbox.text, id: users.id })
    .from(mailOutbox)
    .innerJoin(users, eq(users.email, mailOutbox.to))
    .where(inArray(users.type, ['master', 'tsm']));
  return rows;
}

describe('isoWeek', () => {
  it('names the ISO week, the first days of a year in the last week of the one before when it falls so', () => {
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    expect(isoWeek('2026-12-31')).toBe('2026-W53');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
  });
});

describe('the overdue digest', () => {
  it('goes nowhere while nothing is overdue', async () => {
    expect(await sendOverdueDigests(t.deps.db, afterDue(0))).toBe(0);
  });

  it('tells each master and tsm of the overdue people of his scope only, once a week', async () => {
    // the BR tsm follows A, the LAAM tsm Peru, the master is A's
    const [followsA] = await t.deps.db
      .select()
      .from(tsmDistributors)
      .where(eq(tsmDistributors.distributorId, world.distributors.A));
    expect(followsA).toBeDefined();
    expect(await sendOverdueDigests(t.deps.db, afterDue(toMonday))).toBe(3);
    const digests = await digestsByName();
    const of = (id: string | undefined) =>
      digests.filter((digest) => digest.id === id).map((digest) => digest.text);
    const [master] = of(world.people.masterA);
    expect(master).toContain('Ana Alpha');
    expect(master).not.toContain('Paco Peru');
    expect(master).toContain(dueOn.split('-').reverse().join('/'));
    const [brazil] = of(followsA?.tsmId);
    expect(brazil).toContain('Ana Alpha');
    expect(brazil).not.toContain('Paco Peru');

    // the same week, on Sunday, nothing more; the next Monday, again
    expect(await sendOverdueDigests(t.deps.db, afterDue(toMonday + 6))).toBe(0);
    const nextWeek = await sendOverdueDigests(t.deps.db, afterDue(toMonday + 7));
    expect(nextWeek).toBe(3);
  });

  it('costs the same statements for three staff as for seven, and lists the first 30 of 31 with the rest counted', async () => {
    const weekLater = (weeks: number) => afterDue(toMonday + 7 * weeks);
    const three = await t.queries.measure(() => sendOverdueDigests(t.deps.db, weekLater(2)));
    expect(three.result).toBe(3);

    const masters: string[] = [];
    for (let n = 0; n < 4; n++)
      masters.push(
        (await makeUser(t.deps.db, { type: 'master', lang: 'en', distributorId: world.distributors.A })).id,
      );
    for (let n = 0; n < 30; n++) await makeUser(t.deps.db, { distributorId: world.distributors.A });
    const more = await world.api.admin.post('/assignment/create', {
      item: { kind: 'course', id: lateCourse },
      audience: { distributors: [world.distributors.A], userTypes: ['student'] },
      due: { date: dueOn },
    });
    expect(more.body.data.assigned).toBe(30);

    const seven = await t.queries.measure(() => sendOverdueDigests(t.deps.db, weekLater(3)));
    expect(seven.result).toBe(7);
    expect(seven.queries).toBe(three.queries);
    const [newMaster] = (await digestsByName()).filter((digest) => digest.id === masters[0]);
    expect(newMaster?.text).toContain('(31)');
    expect(newMaster?.text?.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(30);
    expect(newMaster?.text).toContain('...and 1 more.');
  });
});
