import {
  type CourseListItem,
  type CourseListQuery,
  type HeaderTabsCounters,
  LANGUAGES,
  type Language,
  type Page,
} from '@academy/domain';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assignments, courseProgress, courses, lessons, trainingTypes } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import type { AuthUser } from '../../lib/session-user.js';
import { countValidCertificates } from '../certificates/index.js';
import { outerCourseId, visibleCourses } from './access.js';
import { closedByPathOrder } from './path-order.js';

/** `page=false` lists every course on one page: an academy has a few hundred at most. */
const ALL_COURSES = 100_000;

type ListFilter = Pick<CourseListQuery, 'search' | 'tab' | 'status'>;

/** The viewer's own course_progress row, joined to each course. */
const myProgress = (viewer: AuthUser) =>
  and(eq(courseProgress.courseId, courses.id), eq(courseProgress.userId, viewer.id));

/** Courses whose title holds `search` in any language; undefined for no search. */
export const titleMatches = (search: string | undefined): SQL | undefined =>
  search
    ? or(...LANGUAGES.map((lang) => ilike(sql`${courses.title}->>${lang}`, containing(search))))
    : undefined;

function listConditions(viewer: AuthUser, filter: ListFilter): SQL | undefined {
  return and(
    visibleCourses(viewer),
    viewer.type === 'admin' && filter.status ? eq(courses.status, filter.status) : undefined,
    titleMatches(filter.search),
    filter.tab === 'in-progress'
      ? and(isNotNull(courseProgress.userId), isNull(courseProgress.completedAt))
      : undefined,
  );
}

/** How many courses a list shows in all its pages: the counters use the same count. */
export async function countCourses(db: Db, viewer: AuthUser, filter: ListFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courses)
    .leftJoin(courseProgress, myProgress(viewer))
    .where(listConditions(viewer, filter));
  return row?.n ?? 0;
}

/**
 * One page of the courses the viewer may see, by position then creation, with the viewer's
 * stored progress, each course's lesson count and whether a learning path's order keeps it
 * closed to him (shown locked, not hidden). One query (two past the last page),
 * whatever the number of courses, modules and lessons.
 */
export async function listCourses(
  db: Db,
  viewer: AuthUser,
  query: CourseListQuery,
): Promise<Page<CourseListItem>> {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      langs: courses.langs,
      structure: courses.structure,
      image: courses.image,
      status: courses.status,
      position: courses.position,
      progress: sql<number>`coalesce(${courseProgress.progress}, 0)`.mapWith(Number),
      lessonsCount:
        sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${outerCourseId})`.mapWith(
          Number,
        ),
      trainingType: courses.trainingTypeId,
      trainingTypeTitle: trainingTypes.title,
      locked: closedByPathOrder(db, viewer),
      // read from the table: the assignments module builds on this one, which cannot import it
      assignment: sql<{
        dueOn: string | null;
      } | null>`(select json_build_object('dueOn', ${assignments.dueOn}::text)
        from ${assignments} where ${assignments.userId} = ${viewer.id} and ${assignments.courseId} = ${outerCourseId}
          and ${assignments.completedAt} is null and ${assignments.withdrawnAt} is null)`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(courseProgress, myProgress(viewer))
    .leftJoin(trainingTypes, eq(trainingTypes.id, courses.trainingTypeId))
    .where(listConditions(viewer, query))
    .orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id))
    .limit(query.page === null ? ALL_COURSES : query.limit)
    .offset(query.page === null ? 0 : (query.page - 1) * query.limit);
  const total = rows[0]?.total ?? ((query.page ?? 1) > 1 ? await countCourses(db, viewer, query) : 0);
  return {
    items: rows.map(({ id, total: _total, langs, ...row }) => ({
      _id: id,
      langs: langs as Language[],
      ...row,
    })),
    total,
  };
}

/**
 * The counters of the course list's tabs; the course tabs equal the `total` of their list, the
 * certificates tab counts only those that still certify (an ended one counts as expired).
 */
export async function headerTabsCounters(db: Db, viewer: AuthUser): Promise<HeaderTabsCounters> {
  return {
    courses: await countCourses(db, viewer, { search: '', tab: 'all' }),
    inProgress: await countCourses(db, viewer, { search: '', tab: 'in-progress' }),
    certificates: await countValidCertificates(db, viewer.id),
  };
}
