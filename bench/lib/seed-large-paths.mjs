// @ts-check
import {
  learningPathCourses,
  learningPaths,
  learningPathTeams,
} from '../../apps/api/dist/db/schema/index.js';
import { newId } from '../../apps/api/dist/lib/ids.js';
import { insertAll } from './bulk.mjs';

/**
 * @typedef {import('../../apps/api/dist/db/client.js').Db} Db
 * @typedef {import('./random.mjs').Random} Random
 * @typedef {import('./seed-courses.mjs').BenchCourse} BenchCourse
 */

const DAY_MS = 86_400_000;
const text = (/** @type {string} */ value) => ({ en: value, pt: `${value} (pt)`, es: `${value} (es)` });

/**
 * Learning paths of two to six published courses open to all, in order: every other path open to
 * all learners, the rest given to one to ten teams; one in ten a draft, one in three holding its
 * courses to their order. Made over the last year by the admin.
 * @param {Db} db
 * @param {Random} random
 * @param {{ paths: number, adminId: string, catalogue: BenchCourse[], teamIds: string[], now: Date }} input
 */
export async function seedLargePaths(db, random, { paths, adminId, catalogue, teamIds, now }) {
  const offered = catalogue.filter((course) => course.published && course.audience === 'all').slice(0, 60);
  /** @type {(typeof learningPaths.$inferInsert)[]} */
  const pathRows = [];
  /** @type {(typeof learningPathCourses.$inferInsert)[]} */
  const courseRows = [];
  /** @type {(typeof learningPathTeams.$inferInsert)[]} */
  const teamRows = [];
  for (let i = 0; i < paths; i += 1) {
    const createdAt = new Date(now.getTime() - random.int(10, 360) * DAY_MS);
    const id = newId(createdAt.getTime());
    const openToAll = i % 2 === 0;
    pathRows.push({
      id,
      title: text(`Path ${String(i + 1).padStart(2, '0')}`),
      description: text('Courses to take one after the other.'),
      status: i % 10 === 9 ? 'draft' : 'published',
      openToAll,
      enforceOrder: i % 3 === 0,
      createdBy: adminId,
      createdAt,
      updatedAt: createdAt,
    });
    const courses = new Set();
    const wanted = random.int(2, 6);
    while (courses.size < wanted) courses.add(random.pick(offered).id);
    for (const [position, courseId] of [...courses].entries())
      courseRows.push({ learningPathId: id, courseId, position });
    if (openToAll) continue;
    const teams = new Set();
    const given = Math.min(random.int(1, 10), teamIds.length);
    while (teams.size < given) teams.add(random.pick(teamIds));
    for (const teamId of teams) teamRows.push({ learningPathId: id, teamId });
  }
  return {
    learningPaths: await insertAll(db, learningPaths, pathRows),
    learningPathCourses: await insertAll(db, learningPathCourses, courseRows),
    learningPathTeams: await insertAll(db, learningPathTeams, teamRows),
  };
}
