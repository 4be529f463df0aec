import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import type { AuthUser } from '../../lib/session-user.js';
import { completeCourse, publishedCourse } from '../../test/certificates.js';
import { client } from '../../test/course-data.js';
import { login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { appOn, createTestApp, secondConnectionTo, type TestApp } from '../../test/harness.js';
import { figureDifferences } from '../figures/index.js';
import { courseFigures, figuresInScope } from './figures.js';
import { reportLearners } from './learners.js';

const LEARNERS = 16;

describe.skipIf(inject('testDatabase').kind !== 'postgres')(
  'kept figures under concurrent marks from two instances (PostgreSQL only: PGlite has one connection)',
  () => {
    let a: TestApp;
    let b: TestApp;
    let second: Database;
    let filesDir = '';

    beforeAll(async () => {
      a = await createTestApp();
      second = await secondConnectionTo(a);
      filesDir = await mkdtemp(join(tmpdir(), 'academy-files-'));
      b = await appOn(second, filesDir);
    });
    afterAll(async () => {
      await b?.close();
      await second?.close();
      await a?.close();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    });

    it('equal a count made now after learners of one distributor complete one course at once, half through each', async () => {
      const country = await makeCountry(a.deps.db);
      const distributorId = await makeDistributor(a.deps.db, country.id);
      const course = await publishedCourse(a, { lessons: 4 });
      const learners = [];
      for (let n = 0; n < LEARNERS; n++) {
        const person = await makeUser(a.deps.db, { distributorId, countryId: country.id });
        const instance = n % 2 === 0 ? a : b;
        learners.push(client(instance.app, await login(instance.app, person.email, person.password)));
      }

      await Promise.all(learners.map((learner) => completeCourse(learner, course)));

      expect(await figureDifferences(a.deps.db)).toEqual([]);
      const master: AuthUser = {
        id: newId(),
        type: 'master',
        status: 'enabled',
        name: 'Master',
        email: 'master@example.com',
        lang: 'en',
        distributorId,
        countryId: country.id,
        leadsTeam: false,
      };
      const kept = (await figuresInScope(a.deps.db, master, [course.courseId]))(course.courseId);
      const live = (await courseFigures(a.deps.db, reportLearners(master), [course.courseId]))(
        course.courseId,
      );
      expect(kept).toEqual(live);
      expect(kept).toMatchObject({ enrolled: LEARNERS, completed: LEARNERS, inProgress: 0 });
    });
  },
);
