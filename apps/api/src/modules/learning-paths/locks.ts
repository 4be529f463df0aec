import { and, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { courseProgress, courses, learningPathCourses, learningPaths } from '../../db/schema/index.js';
import type { AuthUser } from '../auth/sessions.js';
import { reachesLearner } from '../courses/access.js';
import { isLearner, pathsOfLearner } from './visibility.js';

/** The courses before the path course of the row, for the order's rule. */
const earlier = alias(learningPathCourses, 'earlier_course');

/**
 * THE rule of a path's order, as the server enforces it: a course is closed to a learner while,
 * on a path given to him whose order is enforced, a course before it (by position, then id, as
 * the path shows them) that reaches him is not complete. Only the courses that reach him count,
 * as in his progress on the path (progress.ts); a course on several ordered paths opens once
 * every one of them lets it. The ids of the courses so closed, as one uncorrelated subquery:
 * PostgreSQL reads it once per statement (a hashed set), never once per course.
 */
function closedCourseIds(db: Db | Tx, learner: AuthUser) {
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
export function closedByPathOrder(db: Db | Tx, viewer: AuthUser): SQL<boolean> {
  if (!isLearner(viewer)) return sql<boolean>`false`;
  return sql<boolean>`(${courses.id} in (${closedCourseIds(db, viewer)}))`;
}
