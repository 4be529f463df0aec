import { and, type Column, desc, eq, isNotNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { courseProgress, courses, learningPathCourses, learningPaths, users } from '../../db/schema/index.js';
import { type Learner, pathsOfLearner, reachesLearner } from '../courses/index.js';

/** The path's courses counted, and those of them complete: a course is complete once its progress row has its completion time (set at 99.5 %). */
const total = sql<number>`count(*)::int`;
const completed = sql<number>`count(${courseProgress.completedAt})::int`;
/** The path is complete once it offers the learner at least one course and he completed all. */
const complete = sql<boolean>`(${total} > 0 and ${completed} = ${total})`;
/** The course_progress row of the learner on the path course of the row. */
const progressOn = (learner: Learner) =>
  and(eq(courseProgress.courseId, learningPathCourses.courseId), eq(courseProgress.userId, learner.id));

/**
 * How far one learner is on one path, as a one-row subquery (an aggregate without grouping), to
 * join LATERAL to the rows that name the learner and the path: the learner a value (the viewer,
 * a person) or the columns of `users`, the path a value or `learning_paths.id`.
 *
 * This file holds THE rule of a path's progress, read by the path list and view, the admin view
 * and a person's conquests alike: only the path's courses that reach the learner count (a course
 * he may not see is not offered to him); `percent` is the average of his progress on them, one
 * decimal; `total`, `completed` and `complete` as above.
 */
export function pathProgress(db: Db | Tx, learner: Learner, pathId: string | Column) {
  return db
    .select({
      total: total.as('path_total'),
      completed: completed.as('path_completed'),
      percent:
        sql<number>`coalesce(round(avg(least(coalesce(${courseProgress.progress}, 0), 100))::numeric, 1), 0)::float8`.as(
          'path_percent',
        ),
      complete: complete.as('path_complete'),
      completedAt: max(courseProgress.completedAt).as('path_completed_at'),
    })
    .from(learningPathCourses)
    .innerJoin(courses, eq(courses.id, learningPathCourses.courseId))
    .leftJoin(courseProgress, progressOn(learner))
    .where(and(eq(learningPathCourses.learningPathId, pathId), reachesLearner(learner)))
    .as('path_progress');
}

/**
 * The people among `people` (a condition on `users`) who completed the path, by the same rule,
 * as a subquery of ids, for a filter on completion. The rule is read only for those who completed
 * at least as many of the path's courses as it has courses open to all (those reach everyone, so
 * a completer completed each), and at least one (complete needs one): on a path of courses open
 * to all, only those who completed all of them, not everyone who completed one.
 */
export function pathCompleters(db: Db | Tx, pathId: string, people: SQL | undefined) {
  const progress = pathProgress(db, { id: users.id, distributorId: users.distributorId }, pathId);
  const openToAllCourses = db
    .select({ count: sql<number>`count(*)` })
    .from(learningPathCourses)
    .innerJoin(courses, eq(courses.id, learningPathCourses.courseId))
    .where(
      and(
        eq(learningPathCourses.learningPathId, pathId),
        eq(courses.status, 'published'),
        eq(courses.audience, 'all'),
      ),
    );
  const completedEnoughOfIts = sql`${users.id} in (${db
    .select({ id: courseProgress.userId })
    .from(courseProgress)
    .innerJoin(learningPathCourses, eq(learningPathCourses.courseId, courseProgress.courseId))
    .where(and(eq(learningPathCourses.learningPathId, pathId), isNotNull(courseProgress.completedAt)))
    .groupBy(courseProgress.userId)
    .having(sql`count(*) >= greatest(1, (${openToAllCourses}))`)})`;
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoinLateral(progress, sql`true`)
    .where(and(people, completedEnoughOfIts, progress.complete));
}

/** The figures of a `pathProgress` subquery as the contracts give them, to select as one field. */
export const progressFields = (progress: ReturnType<typeof pathProgress>) => ({
  total: progress.total,
  completed: progress.completed,
  percent: progress.percent,
  complete: progress.complete,
});

/** How many completed paths a person's conquests list at most. */
const COMPLETED_PATHS_LIMIT = 500;

/**
 * The learning paths `person` completed, latest first: the published paths given to him (open
 * to all, or to one of his enabled teams) whose every course that reaches him he completed. One
 * statement; only the paths holding a course he completed are looked at.
 */
export async function completedPathsOf(db: Db | Tx, person: { id: string; distributorId: string | null }) {
  const progress = pathProgress(db, person, learningPaths.id);
  const holdsOneHeCompleted = sql`${learningPaths.id} in (${db
    .select({ id: learningPathCourses.learningPathId })
    .from(learningPathCourses)
    .innerJoin(
      courseProgress,
      and(
        eq(courseProgress.courseId, learningPathCourses.courseId),
        eq(courseProgress.userId, person.id),
        isNotNull(courseProgress.completedAt),
      ),
    )})`;
  const rows = await db
    .select({
      _id: learningPaths.id,
      title: learningPaths.title,
      courses: progress.total,
      completedAt: progress.completedAt,
    })
    .from(learningPaths)
    .innerJoinLateral(progress, sql`true`)
    .where(and(holdsOneHeCompleted, pathsOfLearner(person), progress.complete) as SQL)
    .orderBy(desc(progress.completedAt), desc(learningPaths.id))
    .limit(COMPLETED_PATHS_LIMIT);
  return rows.map((row) => ({ ...row, completedAt: (row.completedAt ?? new Date(0)).toISOString() }));
}
