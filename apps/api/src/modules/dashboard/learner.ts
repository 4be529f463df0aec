import {
  DASHBOARD_LIMITS,
  type DashboardCourse,
  type DashboardPath,
  type LearnerDashboard,
} from '@academy/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseProgress, courses, learningPaths } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/session-user.js';
import { endingCertificates, myCertificates } from '../certificates/index.js';
import { pathsOfLearner, visibleCourses } from '../courses/index.js';
import { pathProgress, progressFields } from '../learning-paths/index.js';
import { nextLesson } from './next-lesson.js';

/** How many rows the query matched before its limit cut them. */
const matched = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The learner's courses in progress (the course list's rule: started, not completed, and still
 * reaching him), the last one worked on first, each with its next lesson: one statement, which
 * looks for the next lesson of the listed courses only.
 */
async function coursesInProgress(db: Db, viewer: AuthUser) {
  const listed = db
    .select({
      courseId: courseProgress.courseId,
      progress: courseProgress.progress,
      updatedAt: courseProgress.updatedAt,
      total: matched.as('total'),
    })
    .from(courseProgress)
    .innerJoin(courses, eq(courses.id, courseProgress.courseId))
    .where(
      and(eq(courseProgress.userId, viewer.id), isNull(courseProgress.completedAt), visibleCourses(viewer)),
    )
    .orderBy(desc(courseProgress.updatedAt), asc(courses.id))
    .limit(DASHBOARD_LIMITS.courses)
    .as('listed');
  const next = nextLesson(db, viewer.id);
  const rows = await db
    .select({
      _id: courses.id,
      title: courses.title,
      image: courses.image,
      progress: listed.progress,
      updatedAt: listed.updatedAt,
      nextId: next.id,
      nextModuleId: next.moduleId,
      nextTitle: next.title,
      total: listed.total,
    })
    .from(listed)
    .innerJoin(courses, eq(courses.id, listed.courseId))
    .leftJoinLateral(next, sql`true`)
    .orderBy(desc(listed.updatedAt), asc(courses.id));
  const items: DashboardCourse[] = rows.map((row) => ({
    _id: row._id,
    title: row.title,
    image: row.image,
    progress: row.progress,
    updatedAt: row.updatedAt.toISOString(),
    nextLesson:
      row.nextId && row.nextTitle
        ? { _id: row.nextId, moduleId: row.nextModuleId, title: row.nextTitle }
        : null,
  }));
  return { items, total: rows[0]?.total ?? 0 };
}

/** The learner's learning paths with his progress, those he has not completed first: one statement. */
async function learnerPaths(db: Db, viewer: AuthUser) {
  const progress = pathProgress(db, viewer, learningPaths.id);
  const rows = await db
    .select({
      _id: learningPaths.id,
      title: learningPaths.title,
      progress: progressFields(progress),
      total: matched,
    })
    .from(learningPaths)
    .innerJoinLateral(progress, sql`true`)
    .where(pathsOfLearner(viewer))
    .orderBy(asc(progress.complete), desc(learningPaths.createdAt), desc(learningPaths.id))
    .limit(DASHBOARD_LIMITS.paths);
  const items: DashboardPath[] = rows.map(({ total: _total, ...path }) => path);
  return { items, total: rows[0]?.total ?? 0 };
}

/**
 * A learner's dashboard: his courses in progress with their next lesson, his learning paths,
 * his latest certificates and those about to end. Four statements whatever his data.
 */
export async function learnerDashboard(db: Db, viewer: AuthUser): Promise<LearnerDashboard> {
  const courseList = await coursesInProgress(db, viewer);
  const paths = await learnerPaths(db, viewer);
  const recent = await myCertificates(db, viewer.id, { page: 1, limit: DASHBOARD_LIMITS.recentCertificates });
  const ending = await endingCertificates(db, viewer.id, DASHBOARD_LIMITS.endingCertificates);
  return {
    courses: courseList.items,
    coursesInProgress: courseList.total,
    paths: paths.items,
    pathsTotal: paths.total,
    recentCertificates: recent.items,
    endingCertificates: ending,
  };
}
