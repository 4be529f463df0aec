import type { Page, ReportStudent, ReportStudentListQuery, ReportStudentView } from '@academy/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courseProgress, courses, distributors, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { stillCertifies } from '../certificates/index.js';
import { learnerInCourse, standing } from './course-view.js';
import { reportCourses } from './courses.js';
import { correlated } from './figures.js';
import { reportLearners } from './learners.js';

const person = {
  _id: users.id,
  name: users.name,
  email: users.email,
  type: users.type,
  master: distributors.name,
};

/** Each learner's (the `users` row's) courses opened and completed and certificates that still certify. */
const learnerFigures = {
  enrolled: correlated<number>(
    sql`(select count(*) from ${courseProgress} where ${courseProgress.userId} = ${users.id})::int`,
  ),
  completed: correlated<number>(
    sql`(select count(*) from ${courseProgress} where ${courseProgress.userId} = ${users.id} and ${courseProgress.completedAt} is not null)::int`,
  ),
  certificates: correlated<number>(
    sql`(select count(*) from ${certificates} where ${certificates.userId} = ${users.id} and ${stillCertifies()})::int`,
  ),
};

/**
 * `report/student-list`: one page of the viewer's learners by name, each with his figures. Three
 * statements whatever the number of learners: the count, the page, the figures of its learners.
 */
export async function reportStudentList(
  db: Db,
  viewer: AuthUser,
  query: ReportStudentListQuery,
): Promise<Page<ReportStudent>> {
  const where = reportLearners(viewer, query);
  const [[totalRow], people] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    db
      .select(person)
      .from(users)
      .leftJoin(distributors, eq(distributors.id, users.distributorId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const figures = await figuresOf(
    db,
    people.map((row) => row._id),
  );
  return {
    items: people.flatMap((row) => {
      const own = figures.get(row._id);
      return own ? [{ ...row, ...own }] : [];
    }),
    total: totalRow?.n ?? 0,
  };
}

async function figuresOf(db: Db, ids: string[]) {
  if (ids.length === 0)
    return new Map<string, { enrolled: number; completed: number; certificates: number }>();
  const rows = await db
    .select({ id: users.id, ...learnerFigures })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...own }) => [id, own]));
}

/** The learner of a report, with his figures, or 404 when he is not one of the viewer's learners. */
export async function requireReportLearner(
  db: Db,
  viewer: AuthUser,
  learnerId: string,
): Promise<ReportStudent> {
  const [learner] = await db
    .select({ ...person, ...learnerFigures })
    .from(users)
    .leftJoin(distributors, eq(distributors.id, users.distributorId))
    .where(and(eq(users.id, learnerId), reportLearners(viewer)) as SQL);
  if (!learner) throw new AppError('user-not-found');
  return learner;
}

/** The courses a learner has opened that the viewer may see, most recent activity first. */
export const coursesOfLearner = (db: Db, viewer: AuthUser, learnerId: string) =>
  db
    .select({ _id: courses.id, title: courses.title, ...learnerInCourse })
    .from(courseProgress)
    .innerJoin(courses, eq(courses.id, courseProgress.courseId))
    .where(and(eq(courseProgress.userId, learnerId), reportCourses(viewer)))
    .orderBy(desc(courseProgress.updatedAt), asc(courses.id));

/** `report/student-view/{id}`: one of the viewer's learners and every course he has opened. Two statements. */
export async function reportStudentView(
  db: Db,
  viewer: AuthUser,
  learnerId: string,
): Promise<ReportStudentView> {
  const student = await requireReportLearner(db, viewer, learnerId);
  const rows = await coursesOfLearner(db, viewer, learnerId);
  return {
    student,
    courses: rows.map(({ _id, title, ...row }) => ({ _id, title, ...standing(row) })),
  };
}
