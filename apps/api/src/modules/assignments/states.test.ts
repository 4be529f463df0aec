import { ASSIGNMENT_FILTERS, addDays, assignmentState } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { seedCourses } from '../../test/course-data.js';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { isOpen, stateCondition } from './states.js';

let t: TestApp;
let courseId: string;
const today = '2026-06-15';
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

/** One assignment of every shape: each due day around today, started or not, completed on, before or after it, withdrawn. */
beforeAll(async () => {
  t = await createTestApp();
  [courseId] = (await seedCourses(t.deps.db, 1)) as [string];
  const dues = [null, addDays(today, -1), today, addDays(today, 1)];
  const rows = [];
  for (const dueOn of dues)
    for (const startedAt of [null, at('2026-06-01')])
      for (const completedAt of [
        null,
        at(dueOn ?? today, '23:59:59'),
        at(addDays(dueOn ?? today, 1), '00:00:00'),
      ])
        for (const withdrawnAt of [null, at('2026-06-10')]) {
          const person = await makeUser(t.deps.db);
          rows.push({ id: newId(), userId: person.id, courseId, dueOn, startedAt, completedAt, withdrawnAt });
        }
  await t.deps.db.insert(assignments).values(rows);
});
afterAll(() => t.close());

describe('the list filters', () => {
  it.each(ASSIGNMENT_FILTERS.map((filter) => [filter]))(
    '%s picks exactly the rows the domain rule puts in it',
    async (filter) => {
      const all = await t.deps.db.select().from(assignments).where(eq(assignments.courseId, courseId));
      const picked = await t.deps.db
        .select({ id: assignments.id })
        .from(assignments)
        .where(and(eq(assignments.courseId, courseId), stateCondition(filter, today)));
      const open = new Set(['assigned', 'in-progress', 'overdue']);
      const expected = all
        .filter((row) => {
          const state = assignmentState(row, today);
          return filter === 'open' ? open.has(state) : state === filter;
        })
        .map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(picked.map((row) => row.id).sort()).toEqual(expected.sort());
    },
  );

  it('open is every row neither completed nor withdrawn', async () => {
    const picked = await t.deps.db
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.courseId, courseId), isOpen));
    expect(picked).toHaveLength(8);
  });
});
