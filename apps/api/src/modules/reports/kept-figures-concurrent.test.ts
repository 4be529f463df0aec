import { inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { certificates, courseProgress, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { seedCourses } from '../../test/course-data.js';
import { makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { describeOnTwoConnections } from '../../test/harness.js';
import { figureDifferences } from '../figures/index.js';

const PEOPLE = 12;
const ROUNDS = 6;

describeOnTwoConnections(
  'kept figures under progress, certificates and moves of the same people from two connections',
  (connections) => {
    it('equal a count made now when people make progress and are certified while they move', async () => {
      const { t, second } = connections();
      const db = t.deps.db;
      const country = await makeCountry(db);
      const distributors = [await makeDistributor(db, country.id), await makeDistributor(db, country.id)];
      const people: string[] = [];
      for (let n = 0; n < PEOPLE; n++)
        people.push((await makeUser(db, { distributorId: distributors[0], countryId: country.id })).id);
      const courseIds = await seedCourses(db, ROUNDS);

      for (let round = 0; round < ROUNDS; round++) {
        const courseId = courseIds[round] as string;
        // each write holds its transaction open a moment, so they overlap
        const progress = db.transaction(async (tx) => {
          await tx
            .insert(courseProgress)
            .values(people.map((userId) => ({ userId, courseId, progress: 100, completedAt: new Date() })));
          await tx.execute(sql`select pg_sleep(0.05)`);
        });
        const certify = db.transaction(async (tx) => {
          await tx
            .insert(certificates)
            .values(people.map((userId) => ({ id: newId(), userId, courseId, code: newId(), title: 'C' })));
          await tx.execute(sql`select pg_sleep(0.05)`);
        });
        const move = second.db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ distributorId: distributors[(round + 1) % 2] })
            .where(inArray(users.id, people));
          await tx.execute(sql`select pg_sleep(0.05)`);
        });
        await Promise.all(round % 2 === 0 ? [progress, certify, move] : [move, certify, progress]);
      }

      expect(await figureDifferences(db)).toEqual([]);
    });
  },
);
