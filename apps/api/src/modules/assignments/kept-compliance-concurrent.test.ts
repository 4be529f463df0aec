import { dayOf } from '@academy/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { assignments, teams, teamUsers, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { seedCourses } from '../../test/course-data.js';
import { makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { describeOnTwoConnections } from '../../test/harness.js';
import { figureDifferences } from '../figures/index.js';

const PEOPLE = 12;
const ROUNDS = 6;

describeOnTwoConnections(
  'kept compliance figures under concurrent writes from two connections',
  (connections) => {
    it('equal a count made now when people are assigned while they move and join a team', async () => {
      const { t, second } = connections();
      const db = t.deps.db;
      const country = await makeCountry(db);
      const distributors = [await makeDistributor(db, country.id), await makeDistributor(db, country.id)];
      const people: string[] = [];
      for (let n = 0; n < PEOPLE; n++)
        people.push((await makeUser(db, { distributorId: distributors[0], countryId: country.id })).id);
      const courseIds = await seedCourses(db, ROUNDS);
      const teamIds = Array.from({ length: ROUNDS }, () => newId());
      await db.insert(teams).values(teamIds.map((id) => ({ id, name: `Team ${id}` })));

      for (let round = 0; round < ROUNDS; round++) {
        const courseId = courseIds[round] as string;
        // each write holds its transaction open a moment, so the three overlap
        const assign = db.transaction(async (tx) => {
          await tx
            .insert(assignments)
            .values(people.map((userId) => ({ id: newId(), userId, courseId, dueOn: dayOf(new Date()) })));
          await tx.execute(sql`select pg_sleep(0.05)`);
        });
        const move = second.db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ distributorId: distributors[(round + 1) % 2] })
            .where(inArray(users.id, people));
          await tx.execute(sql`select pg_sleep(0.05)`);
        });
        const join = second.db.transaction(async (tx) => {
          await tx
            .insert(teamUsers)
            .values(
              people.map((userId) => ({ teamId: teamIds[round] as string, userId, role: 'member' as const })),
            );
          await tx.execute(sql`select pg_sleep(0.05)`);
        });
        const complete = db.transaction(async (tx) => {
          await tx
            .update(assignments)
            .set({ completedAt: new Date() })
            .where(eq(assignments.courseId, courseIds[Math.max(round - 1, 0)] as string));
          await tx.execute(sql`select pg_sleep(0.05)`);
        });
        await Promise.all(round % 2 === 0 ? [assign, move, join, complete] : [join, complete, move, assign]);
      }

      expect(await figureDifferences(db)).toEqual([]);
      const [kept] = await rowsOf<{ assigned: number }>(
        db,
        sql`select coalesce(sum(assigned), 0)::int as assigned from assignment_figures where team_id is null`,
      );
      expect(kept?.assigned).toBe(PEOPLE * ROUNDS);
    });
  },
);
