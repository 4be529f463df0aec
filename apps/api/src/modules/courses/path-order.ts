import { isStaff } from '@academy/domain';
import { and, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import {
  courseProgress,
  courses,
  learningPathCourses,
  learningPaths,
  learningPathTeams,
  teams,
  teamUsers,
} from '../../db/schema/index.js';
import { type Learner, reachesLearner, type Viewer } from './access.js';

/** `learning_paths.id` written with its table, for the subquery below that has its own columns. */
const pathOfRow = sql`${sql.identifier('learning_paths')}.${sql.identifier('id')}`;

/**
 * The paths given to a learner, as a condition on `learning_paths`: published, and open to all
 * or given to an enabled team he belongs to (as a course given to a team reaches its people).
 */
export function pathsOfLearner(learner: Learner): SQL {
  const ofMyTeams = sql`exists (select 1 from ${learningPathTeams}
    join ${teamUsers} on ${teamUsers.teamId} = ${learningPathTeams.teamId}
    join ${teams} on ${teams.id} = ${learningPathTeams.teamId}
    where ${learningPathTeams.learningPathId} = ${pathOfRow} and ${teamUsers.userId} = ${learner.id}
    and ${teams.status} = 'enabled')`;
  return and(eq(learningPaths.status, 'published'), or(eq(learningPaths.openToAll, true), ofMyTeams)) as SQL;
}

/** The courses before the path course of the row, for the order's rule. */
const earlier = alias(learningPathCourses, 'earlier_course');

/**
 * THE rule of a path's order, as the server enforces it: a course is closed to a learner while,
 * on a path given to him whose order is enforced, a course before it (by position, then id, as
 * the path shows them) that reaches him is not complete. Only the courses that reach him count,
 * as in his progress on the path (learning-paths/progress.ts); a course on several ordered paths
 * opens once every one of them lets it. It is a rule of when a course opens, so it lives with the
 * courses, which learning paths build on (docs/decisions/0025, 0030). The ids of the courses so
 * closed, as one uncorrelated subquery: PostgreSQL reads it once per statement (a hashed set),
 * never once per course.
 */
function closedCourseIds(db: Db | Tx, learner: Learner) {
  // the inner `courses` is the earlier course: reachesLearner reads `courses.id`
  const earlierIncomplete = db
    .select({ one: sql`1` })
    .from(earlier)
    .innerJoin(courses, eq(courses.id, earlier.courseId))
    .leftJoin(
      courseProgress,
      and(eq(courseProgress.courseId, earlier.courseId), eq(courseProgress.userId, learner.id)),
    )
    .where(
      and(
        eq(earlier.learningPathId, learningPathCourses.learningPathId),
        sql`(${earlier.position}, ${earlier.courseId}) < (${learningPathCourses.position}, ${learningPathCourses.courseId})`,
        reachesLearner(learner),
        isNull(courseProgress.completedAt),
      ),
    );
  return db
    .select({ id: learningPathCourses.courseId })
    .from(learningPathCourses)
    .innerJoin(learningPaths, eq(learningPaths.id, learningPathCourses.learningPathId))
    .where(and(eq(learningPaths.enforceOrder, true), pathsOfLearner(learner), exists(earlierIncomplete)));
}

/**
 * Whether a path's order keeps the course of the row (`courses`) closed to the viewer, as a
 * column: only a learner's courses are ever closed; staff open every course they may see.
 */
export function closedByPathOrder(db: Db | Tx, viewer: Viewer): SQL<boolean> {
  if (isStaff(viewer.type)) return sql<boolean>`false`;
  return sql<boolean>`(${courses.id} in (${closedCourseIds(db, viewer)}))`;
}
