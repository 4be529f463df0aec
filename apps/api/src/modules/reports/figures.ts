import type { CourseFigures, ReportLearnerState } from '@academy/domain';
import { type Column, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courseProgress, courses, examAttempts, users } from '../../db/schema/index.js';
import { distributorsInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { stillCertifies } from '../certificates/index.js';
import { keptCourseFigures } from '../figures/index.js';
import { reportLearners } from './learners.js';

/**
 * The figures of the reports, each the one SQL expression of its rule, shared by the lists, the
 * views and the downloads so that a number on screen and in a file never disagree.
 */

/**
 * A correlated subquery for a select list. In the select list of a one-table query Drizzle writes
 * an expression's own columns without their table, where the subquery would read them as its own
 * (or as ambiguous); columns nested one level deeper keep their table.
 */
export const correlated = <T>(subquery: SQL) => sql<T>`${subquery}`;

/** Scores in percent with one decimal, as the contract says. */
const percent = (expression: SQL) =>
  correlated<number | null>(sql`round((${expression})::numeric, 1)::float8`);

/** A learner's (the `userId` column's) scored attempts at the exams of the course `courseId` names. */
export const attemptsOf = (userId: Column | SQL, courseId: Column | SQL) =>
  correlated<number>(
    sql`(select count(*) from ${examAttempts} where ${examAttempts.userId} = ${userId} and ${examAttempts.courseId} = ${courseId} and ${examAttempts.status} = 'scored')::int`,
  );

/** His best exam score on the course, in percent; null before any. */
export const bestScoreOf = (userId: Column | SQL, courseId: Column | SQL) =>
  percent(
    sql`(select max(100.0 * ${examAttempts.score} / nullif(${examAttempts.total}, 0)) from ${examAttempts} where ${examAttempts.userId} = ${userId} and ${examAttempts.courseId} = ${courseId} and ${examAttempts.status} = 'scored')`,
  );

/** When his certificate of the course that still certifies was issued; null without one. */
export const certifiedAtOf = (userId: Column | SQL, courseId: Column | SQL) =>
  correlated<Date | null>(
    sql`(select max(${certificates.issuedAt}) from ${certificates} where ${certificates.userId} = ${userId} and ${certificates.courseId} = ${courseId} and ${certificates.kind} = 'course' and ${stillCertifies()})`,
  ).mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

/** Where a learner stands in a course, from his progress row and his certificate. */
export const stateOf = (completedAt: Date | null, certifiedAt: Date | null): ReportLearnerState =>
  certifiedAt ? 'certified' : completedAt ? 'completed' : 'in_progress';

/** The condition on a learner's state in a course, for the `state` filter. */
export function stateCondition(state: ReportLearnerState, userId: Column, courseId: Column): SQL {
  const certified = sql`exists (select 1 from ${certificates} where ${certificates.userId} = ${userId} and ${certificates.courseId} = ${courseId} and ${certificates.kind} = 'course' and ${stillCertifies()})`;
  if (state === 'certified') return certified;
  if (state === 'completed') return sql`${courseProgress.completedAt} is not null and not ${certified}`;
  return sql`${courseProgress.completedAt} is null and not ${certified}`;
}

const NO_FIGURES: CourseFigures = {
  enrolled: 0,
  inProgress: 0,
  completed: 0,
  certified: 0,
  averageScore: null,
};

/**
 * The figures of each course named among the learners `learners` selects (a condition on
 * `users`), read by course id: one statement for any number of courses, none for no course.
 */
export async function courseFigures(
  db: Db,
  learners: SQL,
  courseIds: string[],
): Promise<(courseId: string) => CourseFigures> {
  if (courseIds.length === 0) return () => NO_FIGURES;
  const course = sql`${sql.identifier('courses')}.${sql.identifier('id')}`;
  const rows = await db
    .select({
      id: courses.id,
      enrolled: correlated<number>(
        sql`(select count(*) from ${courseProgress} join ${users} on ${users.id} = ${courseProgress.userId} where ${courseProgress.courseId} = ${course} and ${learners})::int`,
      ),
      completed: correlated<number>(
        sql`(select count(*) from ${courseProgress} join ${users} on ${users.id} = ${courseProgress.userId} where ${courseProgress.courseId} = ${course} and ${courseProgress.completedAt} is not null and ${learners})::int`,
      ),
      certified: correlated<number>(
        sql`(select count(distinct ${certificates.userId}) from ${certificates} join ${users} on ${users.id} = ${certificates.userId} where ${certificates.courseId} = ${course} and ${certificates.kind} = 'course' and ${stillCertifies()} and ${learners})::int`,
      ),
      averageScore: percent(
        sql`(select avg(best) from (select max(100.0 * ${examAttempts.score} / nullif(${examAttempts.total}, 0)) as best from ${examAttempts} join ${users} on ${users.id} = ${examAttempts.userId} where ${examAttempts.courseId} = ${course} and ${examAttempts.status} = 'scored' and ${learners} group by ${examAttempts.userId}) as bests)`,
      ),
    })
    .from(courses)
    .where(inArray(courses.id, courseIds));
  const figures = new Map(
    rows.map(({ id, enrolled, completed, certified, averageScore }) => [
      id,
      { enrolled, inProgress: enrolled - completed, completed, certified, averageScore },
    ]),
  );
  return (courseId) => figures.get(courseId) ?? NO_FIGURES;
}

/**
 * The figures of each course named among the viewer's learners: the staff's scopes are unions of
 * distributors, which the kept figures hold; a learner who leads teams follows their members,
 * a few people counted live.
 */
export function figuresInScope(
  db: Db,
  viewer: AuthUser,
  courseIds: string[],
): Promise<(courseId: string) => CourseFigures> {
  if (viewer.type === 'admin' || viewer.type === 'tsm' || viewer.type === 'master')
    return keptCourseFigures(db, (column) => distributorsInScope(viewer, column), courseIds);
  return courseFigures(db, reportLearners(viewer), courseIds);
}
