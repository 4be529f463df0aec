import type { UserType } from '@academy/domain';
import { and, type Column, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { courseDistributors, courses, courseTeams, teams, teamUsers } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/session-user.js';

/**
 * `courses.id` always written with its table: Drizzle leaves column names unqualified in the
 * select list of a one-table query, where a subquery on lessons would read its own `id`.
 */
export const outerCourseId = sql`${sql.identifier('courses')}.${sql.identifier('id')}`;

/**
 * One learner: his id and distributor, as values (the viewer), as the placeholders of a prepared
 * query (viewerOfShape) or as the columns of `users`.
 */
export interface Learner {
  id: string | Column | Placeholder;
  distributorId: string | null | Column | Placeholder;
}

/** The one who asks for courses, as the course conditions read him. */
export interface Viewer extends Learner {
  type: UserType;
}

/**
 * What of a viewer shapes the text of a course query: his type and whether he has a
 * distributor. A prepared query is built once per shape (db/prepared.ts).
 */
export type ViewerShape = `${UserType}${'' | '+distributor'}`;

export const shapeOf = (viewer: AuthUser): ViewerShape =>
  `${viewer.type}${viewer.distributorId === null ? '' : '+distributor'}`;

/** A viewer of that shape whose id and distributor are the placeholders `viewerId` and `distributorId`. */
export function viewerOfShape(shape: ViewerShape): Viewer {
  const [type, distributor] = shape.split('+');
  return {
    type: type as UserType,
    id: sql.placeholder('viewerId'),
    distributorId: distributor ? sql.placeholder('distributorId') : null,
  };
}

/** The values of viewerOfShape's placeholders. */
export const viewerValues = (viewer: AuthUser) => ({
  viewerId: viewer.id,
  distributorId: viewer.distributorId,
});

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
export function visibleCourses(viewer: Viewer): SQL | undefined {
  if (viewer.type === 'admin') return undefined;
  if (viewer.type === 'tsm' || viewer.type === 'master') return eq(courses.status, 'published');
  return reachesLearner(viewer);
}
