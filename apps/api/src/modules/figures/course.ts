import type { CourseFigures } from '@academy/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { certificates, courseFigures, courses, users } from '../../db/schema/index.js';
import { expiredBy, stillCounted, versionEndedBy } from './lapse.js';
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
 * (lapse.ts), found by their indexes, so it is right at `now`. The average is the mean of the
 * learners' best scores, rounded to one decimal as the reports show it.
 */
export async function keptCourseFigures(
  db: Db,
  distributors: (column: SQL) => SQL | undefined,
  courseIds: string[],
  now = new Date(),
): Promise<(courseId: string) => CourseFigures> {
  if (courseIds.length === 0) return () => NO_FIGURES;
  const ofCourses = inArray(certificates.courseId, courseIds);
  const countedHolder = sql`join ${users} on ${users.id} = ${certificates.userId} and ${countedLearner}
    and ${distributors(sql`${users.distributorId}`) ?? sql`true`}`;
  const rows = await rowsOf<{ courseId: string } & Omit<CourseFigures, 'inProgress'>>(
    db,
    sql`with kept as (
      select ${courseFigures.courseId} as course_id, sum(${courseFigures.enrolled})::int as enrolled,
        sum(${courseFigures.completed})::int as completed, sum(${courseFigures.certified})::int as certified,
        round(sum(${courseFigures.bestSum}) / nullif(sum(${courseFigures.scored}), 0), 1)::float8 as average
      from ${courseFigures}
      where ${and(inArray(courseFigures.courseId, courseIds), sql`${courseFigures.learner}`, distributors(sql`${courseFigures.distributorId}`))}
      group by ${courseFigures.courseId}
    ), ended as (
      select ${certificates.id}, ${certificates.courseId} as course_id from ${certificates} ${countedHolder}
      where ${ofCourses} and ${stillCounted} and ${expiredBy(now)}
      union
      select ${certificates.id}, ${certificates.courseId} from ${certificates}
        join ${courses} on ${courses.id} = ${certificates.courseId} ${countedHolder}
      where ${ofCourses} and ${stillCounted} and ${versionEndedBy(now)}
    )
    select kept.course_id as "courseId", kept.enrolled, kept.completed,
      kept.certified - coalesce(lapsing.n, 0)::int as certified, kept.average as "averageScore"
    from kept left join (select course_id, count(*) as n from ended group by course_id) lapsing
      on lapsing.course_id = kept.course_id`,
  );
  const figures = new Map(
    rows.map(({ courseId, enrolled, completed, certified, averageScore }) => [
      courseId,
      { enrolled, inProgress: enrolled - completed, completed, certified, averageScore },
    ]),
  );
  return (courseId) => figures.get(courseId) ?? NO_FIGURES;
}
