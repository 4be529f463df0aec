import type { Page, ReportCourse, ReportCourseListQuery } from '@academy/domain';
import { and, asc, count, desc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/session-user.js';
import { titleMatches, visibleCourses } from '../courses/index.js';
import { figuresInScope } from './figures.js';
import { reportLearners } from './learners.js';

/** The courses a report may show: those the viewer may see (an admin's drafts too). */
export const reportCourses = (viewer: AuthUser, search?: string) =>
  and(visibleCourses(viewer), titleMatches(search)) as SQL | undefined;

/** `report/get-tabs-counters`: the courses and the learners the viewer's reports cover. */
export async function reportTabsCounters(db: Db, viewer: AuthUser) {
  const [[courseRow], [learnerRow]] = await Promise.all([
    db.select({ n: count() }).from(courses).where(reportCourses(viewer)),
    db.select({ n: count() }).from(users).where(reportLearners(viewer)),
  ]);
  return { courses: courseRow?.n ?? 0, students: learnerRow?.n ?? 0 };
}

/**
 * `report/course-list`: one page of the courses in the course list's order, each with its
 * figures among the viewer's learners. Three statements: the count, the page, the figures.
 */
export async function reportCourseList(
  db: Db,
  viewer: AuthUser,
  query: ReportCourseListQuery,
): Promise<Page<ReportCourse>> {
  const where = reportCourses(viewer, query.search);
  const [[totalRow], rows] = await Promise.all([
    db.select({ n: count() }).from(courses).where(where),
    db
      .select({ _id: courses.id, title: courses.title, status: courses.status })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.position), desc(courses.createdAt), asc(courses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const figuresOf = await figuresInScope(
    db,
    viewer,
    rows.map((row) => row._id),
  );
  return {
    items: rows.map((row) => ({ ...row, figures: figuresOf(row._id) })),
    total: totalRow?.n ?? 0,
  };
}

/** `report/course-list-realtime`: the figures of the courses named that the viewer may see, read now. */
export async function reportRealtime(db: Db, viewer: AuthUser, ids: string[]) {
  const seen = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(reportCourses(viewer), inArray(courses.id, ids)));
  const figuresOf = await figuresInScope(
    db,
    viewer,
    seen.map((row) => row.id),
  );
  return {
    items: seen.map((row) => ({ _id: row.id, figures: figuresOf(row.id) })),
    at: new Date().toISOString(),
  };
}
