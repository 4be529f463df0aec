import type { ReportCourseLearner, ReportCourseView, ReportCourseViewQuery } from '@academy/domain';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseProgress, courses, distributors, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { reportCourses } from './courses.js';
import {
  attemptsOf,
  bestScoreOf,
  certifiedAtOf,
  figuresInScope,
  stateCondition,
  stateOf,
} from './figures.js';
import { type LearnerFilters, reportLearners } from './learners.js';
import {
  packageLessonOnWire,
  packageLessonsOf,
  packageLessonsOfCourse,
  type StoredPackageLesson,
} from './package-lessons.js';

/**
 * The course's row of a report with its package lessons in order, or 404 when the viewer may not
 * see the course.
 */
export async function requireReportCourse(db: Db, viewer: AuthUser, courseId: string) {
  const [course] = await db
    .select({
      _id: courses.id,
      title: courses.title,
      status: courses.status,
      packageLessons: packageLessonsOfCourse(courses.id),
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), reportCourses(viewer)));
  if (!course) throw new AppError('not-found');
  return course;
}

/** The course's learners of the report: those in scope who have opened it, narrowed by the filters. */
export function courseLearners(
  viewer: AuthUser,
  courseId: string,
  filters: LearnerFilters & Pick<ReportCourseViewQuery, 'state'>,
): SQL {
  return and(
    eq(courseProgress.courseId, courseId),
    reportLearners(viewer, filters),
    filters.state ? stateCondition(filters.state, courseProgress.userId, courseProgress.courseId) : undefined,
  ) as SQL;
}

/** One learner's standing in one course, read in a select list: his progress row's and the figures'. */
export const learnerInCourse = {
  progress: courseProgress.progress,
  completedAt: courseProgress.completedAt,
  lastActivityAt: courseProgress.updatedAt,
  attempts: attemptsOf(courseProgress.userId, courseProgress.courseId),
  bestScore: bestScoreOf(courseProgress.userId, courseProgress.courseId),
  certifiedAt: certifiedAtOf(courseProgress.userId, courseProgress.courseId),
  packages: packageLessonsOf(courseProgress.userId, courseProgress.courseId),
};

/** The wire form of what `learnerInCourse` read. */
export const standing = (row: {
  progress: number;
  completedAt: Date | null;
  lastActivityAt: Date;
  attempts: number;
  bestScore: number | null;
  certifiedAt: Date | null;
  packages: StoredPackageLesson[];
}) => ({
  progress: row.progress,
  state: stateOf(row.completedAt, row.certifiedAt),
  attempts: row.attempts,
  bestScore: row.bestScore,
  certifiedAt: row.certifiedAt?.toISOString() ?? null,
  lastActivityAt: row.lastActivityAt.toISOString(),
  packages: row.packages.map(packageLessonOnWire),
});

/** Whether the query narrows the course's learners: unnarrowed, they are its `enrolled` figure. */
const narrowed = (query: ReportCourseViewQuery) =>
  Boolean(query.search || query.country || query.distributor || query.team || query.state);

/**
 * `report/course-view/{id}`: the course with its figures among the viewer's learners, and one page
 * of its learners by name with where each stands. Four statements whatever the number of learners
 * (five with a filter, which counts its learners): the course, its figures, the page, the standing
 * of the page's learners.
 */
export async function reportCourseView(
  db: Db,
  viewer: AuthUser,
  courseId: string,
  query: ReportCourseViewQuery,
): Promise<ReportCourseView> {
  const { packageLessons, ...course } = await requireReportCourse(db, viewer, courseId);
  const where = courseLearners(viewer, courseId, query);
  const [figuresOf, total, people] = await Promise.all([
    figuresInScope(db, viewer, [courseId]),
    narrowed(query)
      ? db
          .select({ n: count() })
          .from(courseProgress)
          .innerJoin(users, eq(users.id, courseProgress.userId))
          .where(where)
          .then(([row]) => row?.n ?? 0)
      : undefined,
    db
      .select({
        _id: users.id,
        name: users.name,
        email: users.email,
        type: users.type,
        master: distributors.name,
      })
      .from(courseProgress)
      .innerJoin(users, eq(users.id, courseProgress.userId))
      .leftJoin(distributors, eq(distributors.id, users.distributorId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const standings = await standingsOf(
    db,
    courseId,
    people.map((person) => person._id),
  );
  const items: ReportCourseLearner[] = people.flatMap((person) => {
    const row = standings.get(person._id);
    return row ? [{ ...person, ...row }] : [];
  });
  return {
    course: { ...course, figures: figuresOf(courseId) },
    packageLessons,
    learners: { items, total: total ?? figuresOf(courseId).enrolled },
  };
}

/** Where each of these learners stands in the course, by id: one statement, none for no one. */
async function standingsOf(db: Db, courseId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, ReturnType<typeof standing>>();
  const rows = await db
    .select({ userId: courseProgress.userId, ...learnerInCourse })
    .from(courseProgress)
    .where(and(eq(courseProgress.courseId, courseId), inArray(courseProgress.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, standing(row)]));
}
