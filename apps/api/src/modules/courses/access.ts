import { and, type Column, eq, or, type SQL, sql } from 'drizzle-orm';
import { courseDistributors, courses, courseTeams, teams, teamUsers } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/session-user.js';

/**
 * `courses.id` always written with its table: Drizzle leaves column names unqualified in the
 * select list of a one-table query, where a subquery on lessons would read its own `id`.
 */
export const outerCourseId = sql`${sql.identifier('courses')}.${sql.identifier('id')}`;

/** One learner: his id and distributor, as values (the viewer) or as the columns of `users`. */
export interface Learner {
  id: string | Column;
  distributorId: string | null | Column;
}

/**
 * Whether the course `outerCourseId` names reaches the learner: published, and open to all, or to
 * his distributor, or to an enabled team he belongs to. The course list reads it for its viewer,
 * and a course's publication notice for every learner at once.
 */
export function reachesLearner(learner: Learner): SQL | undefined {
  const ofMyDistributor =
    learner.distributorId === null
      ? sql`false`
      : sql`exists (select 1 from ${courseDistributors} where ${courseDistributors.courseId} = ${outerCourseId} and ${courseDistributors.distributorId} = ${learner.distributorId})`;
  const ofMyTeams = sql`exists (select 1 from ${courseTeams} join ${teamUsers} on ${teamUsers.teamId} = ${courseTeams.teamId} join ${teams} on ${teams.id} = ${courseTeams.teamId} where ${courseTeams.courseId} = ${outerCourseId} and ${teamUsers.userId} = ${learner.id} and ${teams.status} = 'enabled')`;
  return and(
    eq(courses.status, 'published'),
    or(
      eq(courses.audience, 'all'),
      and(eq(courses.audience, 'masters'), ofMyDistributor),
      and(eq(courses.audience, 'teams'), ofMyTeams),
    ),
  );
}

/**
 * The courses a user may see, as a condition on `courses` (undefined: all of them).
 * - admin: every course, drafts included;
 * - tsm and master: every published course;
 * - student and fact: the courses that reach them (reachesLearner).
 * A course outside this answers 404, so a draft is never disclosed.
 */
export function visibleCourses(viewer: AuthUser): SQL | undefined {
  if (viewer.type === 'admin') return undefined;
  if (viewer.type === 'tsm' || viewer.type === 'master') return eq(courses.status, 'published');
  return reachesLearner(viewer);
}
