import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { certificates, learningPathCourses, learningPaths } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { seedCourses } from '../../test/course-data.js';
import { makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { describeOnTwoConnections } from '../../test/harness.js';
import { figureDifferences } from '../figures/index.js';

const PEOPLE = 8;

describeOnTwoConnections(
  'kept certification holdings under two connections certifying the same people',
  (connections) => {
    it('hold a path when its two courses are certified at once, one by each connection', async () => {
      const { t, second } = connections();
      const db = t.deps.db;
      const distributor = await makeDistributor(db, (await makeCountry(db)).id);
      const people: string[] = [];
      for (let n = 0; n < PEOPLE; n++) people.push((await makeUser(db, { distributorId: distributor })).id);
      const [first, other] = (await seedCourses(db, 2)) as [string, string];
      const path = newId();
      await db.insert(learningPaths).values({ id: path, status: 'published' });
      await db.insert(learningPathCourses).values([
        { learningPathId: path, courseId: first },
        { learningPathId: path, courseId: other },
      ]);

      // each holds its transaction open a moment after its certificates, so the two overlap: each
      // would otherwise work the path out without the other's certificates
      const certify = (on: Db, courseId: string) =>
        on.transaction(async (tx) => {
          await tx
            .insert(certificates)
            .values(people.map((userId) => ({ id: newId(), userId, courseId, code: newId(), title: 'C' })));
          await tx.execute(sql`select pg_sleep(0.1)`);
        });
      await Promise.all([certify(db, first), certify(second.db, other)]);

      expect(await figureDifferences(db)).toEqual([]);
      const [held] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from certification_holdings where kind = 'path' and item_id = ${path}`,
      );
      expect(held?.n).toBe(PEOPLE);
    });
  },
);
