import type { CourseFigures } from '@academy/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courseFigures, courses, users } from '../../db/schema/index.js';
import { endedButCounted } from './lapse.js';
import { countedLearner } from './people.js';

const NO_FIGURES: CourseFigures = {
  enrolled: 0,
  inProgress: 0,
  completed: 0,
  certified: 0,
  averageScore: null,
};

/**
 * The figures of each course named among the learners of the distributors `distributors`
 * selects (a condition on a distributor id column, `distributorsInScope`'s; undefined: every
 * learner), read from the kept figures: one statement whatever the number of learners, none for
 * no course. "Certified" subtracts the certificates time has ended since the last lapse run
 * (lapse.ts), so it is right at `now`. The average is the mean of the learners' best scores,
 * rounded to one decimal as the reports show it.
 */
export async function keptCourseFigures(
  db: Db,
  distributors: (column: SQL) => SQL | undefined,
  courseIds: string[],
  now = new Date(),
): Promise<(courseId: string) => CourseFigures> {
  if (courseIds.length === 0) return () => NO_FIGURES;
  // written with its table: Drizzle leaves a one-table select's own columns bare, which the subquery would read as its own
  const keptCourse = sql`${sql.identifier('course_figures')}.${sql.identifier('course_id')}`;
  const endedSince = sql`(select count(*) from ${certificates}
    join ${courses} on ${courses.id} = ${certificates.courseId} join ${users} on ${users.id} = ${certificates.userId}
    where ${certificates.courseId} = ${keptCourse} and ${endedButCounted(now)} and ${countedLearner}
      and ${distributors(sql`${users.distributorId}`) ?? sql`true`})`;
  const rows = await db
    .select({
      courseId: courseFigures.courseId,
      enrolled: sql<number>`sum(${courseFigures.enrolled})::int`,
      completed: sql<number>`sum(${courseFigures.completed})::int`,
      certified: sql<number>`(sum(${courseFigures.certified}) - ${endedSince})::int`,
      averageScore: sql<
        number | null
      >`round(sum(${courseFigures.bestSum}) / nullif(sum(${courseFigures.scored}), 0), 1)::float8`,
    })
    .from(courseFigures)
    .where(
      and(
        inArray(courseFigures.courseId, courseIds),
        sql`${courseFigures.learner}`,
        distributors(sql`${courseFigures.distributorId}`),
      ),
    )
    .groupBy(courseFigures.courseId);
  const figures = new Map(
    rows.map(({ courseId, enrolled, completed, certified, averageScore }) => [
      courseId,
      { enrolled, inProgress: enrolled - completed, completed, certified, averageScore },
    ]),
  );
  return (courseId) => figures.get(courseId) ?? NO_FIGURES;
}
