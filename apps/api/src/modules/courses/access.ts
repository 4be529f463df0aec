import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { courseDistributors, courses, courseTeams, teams, teamUsers } from '../../db/schema/index.js';
import type { AuthUser } from '../auth/sessions.js';

/**
 * `courses.id` always written with its table: Drizzle leaves column names unqualified in the
 * select list of a one-table query, where a subquery on lessons would read its own `id`.
 */
export const outerCourseId = sql`${sql.identifier('courses')}.${sql.identifier('id')}`;

/**
 * The courses a user may see, as a condition on `courses` (undefined: all of them).
 * - admin: every course, drafts included;
 * - tsm and master: every published course;
 * - student and fact: published courses open to all, or to their distributor, or to an enabled
 *   team they belong to.
 * A course outside this answers 404, so a draft is never disclosed.
 */
export function visibleCourses(viewer: AuthUser): SQL | undefined {
  if (viewer.type === 'admin') return undefined;
  const published = eq(courses.status, 'published');
  if (viewer.type === 'tsm' || viewer.type === 'master') return published;
  const ofMyDistributor = viewer.distributorId
    ? sql`exists (select 1 from ${courseDistributors} where ${courseDistributors.courseId} = ${outerCourseId} and ${courseDistributors.distributorId} = ${viewer.distributorId})`
    : sql`false`;
  const ofMyTeams = sql`exists (select 1 from ${courseTeams} join ${teamUsers} on ${teamUsers.teamId} = ${courseTeams.teamId} join ${teams} on ${teams.id} = ${courseTeams.teamId} where ${courseTeams.courseId} = ${outerCourseId} and ${teamUsers.userId} = ${viewer.id} and ${teams.status} = 'enabled')`;
  return and(
    published,
    or(
      eq(courses.audience, 'all'),
      and(eq(courses.audience, 'masters'), ofMyDistributor),
      and(eq(courses.audience, 'teams'), ofMyTeams),
    ),
  );
}
