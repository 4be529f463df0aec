import { and, eq, is, isNull, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { assignments, courseProgress, learningPathCourses, users } from '../../db/schema/index.js';
import { statementOf } from '../../db/statement.js';
import { pathProgress } from '../learning-paths/index.js';

const open = and(isNull(assignments.completedAt), isNull(assignments.withdrawnAt)) as SQL;

/**
 * The statement that brings the open assignments the condition picks up to date with their
 * people's progress: started once the person has progress on the item, completed when he
 * completed it (a course at its completion time, a path once every course of it that reaches him
 * is complete, at the last of them). One statement for courses and paths, whatever the number of
 * people: the course assignments in its WITH, the path assignments in its body (they are other
 * rows, and a path's progress reads course_progress, which the caller wrote in an earlier
 * statement).
 */
function followingProgress(db: Db | Tx, which: SQL): SQL {
  const progress = pathProgress(db, { id: users.id, distributorId: users.distributorId }, assignments.pathId);
  const paths = db
    .select({
      id: assignments.id,
      percent: progress.percent,
      complete: progress.complete,
      completedAt: progress.completedAt,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .innerJoinLateral(progress, sql`true`)
    .where(and(sql`${assignments.pathId} is not null`, open, which))
    .as('paths');
  return sql`with courses_followed as (update ${assignments}
      set started_at = coalesce(${assignments.startedAt}, ${courseProgress.startedAt}),
        completed_at = ${courseProgress.completedAt}, updated_at = now()
      from ${courseProgress}
      where ${courseProgress.userId} = ${assignments.userId} and ${courseProgress.courseId} = ${assignments.courseId}
        and ${open} and ${which}
        and (${assignments.startedAt} is null or ${courseProgress.completedAt} is not null))
    update ${assignments}
    set started_at = coalesce(${assignments.startedAt}, now()),
      completed_at = case when ${paths.complete} then ${paths.completedAt} end, updated_at = now()
    from ${paths}
    where ${assignments.id} = ${paths.id}
      -- only what changes: a first start, or the completion (every mark on a path's course would
      -- otherwise write its open assignment again, and its kept figures' trigger would run)
      and (${paths.complete} or (${assignments.startedAt} is null and ${paths.percent} > 0))`;
}

/** Brings the open assignments the condition picks up to date with their people's progress (above). */
export async function recordAssignmentProgress(db: Db | Tx, which: SQL) {
  await db.execute(followingProgress(db, which));
}

/**
 * The open assignments a progress mark on a course may move: the course's, and those of the
 * paths holding it, of the learners (ids, as a subquery) or of one learner (his id).
 */
const touchedBy = (learners: SQL | Placeholder, courseId: string | Placeholder): SQL =>
  and(
    is(learners, Placeholder)
      ? eq(assignments.userId, learners)
      : sql`${assignments.userId} in (${learners})`,
    sql`(${assignments.courseId} = ${courseId} or ${assignments.pathId} in (select ${learningPathCourses.learningPathId}
      from ${learningPathCourses} where ${learningPathCourses.courseId} = ${courseId}))`,
  ) as SQL;

/** A mark's statement, written once: it is the same for every learner and course. */
const learnerFollowed = statementOf('assignment_progress_follow', (db) =>
  followingProgress(db, touchedBy(sql.placeholder('userId'), sql.placeholder('courseId'))),
);

/**
 * Brings the open assignments of a course, and of the paths holding it, up to date with the
 * progress of one learner (his id: a progress mark) or of many (a subquery of their ids).
 */
export async function followProgressOn(db: Db | Tx, learners: string | SQL, courseId: string) {
  if (typeof learners === 'string') await learnerFollowed(db, { userId: learners, courseId });
  else await recordAssignmentProgress(db, touchedBy(learners, courseId));
}
