import {
  type CourseListItem,
  type CourseListQuery,
  type HeaderTabsCounters,
  LANGUAGES,
  type Language,
  type Page,
} from '@academy/domain';
import {
  and,
  asc,
  count,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { assignments, courseProgress, courses, lessons, trainingTypes } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import type { AuthUser } from '../../lib/session-user.js';
import { countValidCertificates } from '../certificates/index.js';
import {
  outerCourseId,
  shapeOf,
  type Viewer,
  type ViewerShape,
  viewerOfShape,
  viewerValues,
  visibleCourses,
} from './access.js';
import { closedByPathOrder } from './path-order.js';

/** `page=false` lists every course on one page: an academy has a few hundred at most. */
const ALL_COURSES = 100_000;

type ListFilter = Pick<CourseListQuery, 'search' | 'tab' | 'status'>;

/** The viewer's own course_progress row, joined to each course. */
const myProgress = (viewer: Viewer) =>
  and(eq(courseProgress.courseId, courses.id), eq(courseProgress.userId, viewer.id));

/** The courses of the in-progress tab: started by the viewer (myProgress) and not complete. */
const inProgress = and(isNotNull(courseProgress.userId), isNull(courseProgress.completedAt));

/** Courses whose title matches the LIKE `pattern` in any language. */
const titleLike = (pattern: string | Placeholder) =>
  or(...LANGUAGES.map((lang) => ilike(sql`${courses.title}->>${lang}`, pattern)));

/** Courses whose title holds `search` in any language; undefined for no search. */
export const titleMatches = (search: string | undefined): SQL | undefined =>
  search ? titleLike(containing(search)) : undefined;

/**
 * What shapes a list's statement: the viewer's shape, the tab, and whether a search or a status
 * filter is given; their values are its placeholders (listValues).
 */
interface ListShape {
  viewer: ViewerShape;
  tab: ListFilter['tab'];
  search: boolean;
  status: boolean;
}

const listShapeOf = (viewer: AuthUser, filter: ListFilter): ListShape => ({
  viewer: shapeOf(viewer),
  tab: filter.tab,
  search: filter.search !== '',
  status: viewer.type === 'admin' && filter.status !== undefined,
});

const listKey = (shape: ListShape) =>
  [shape.viewer, shape.tab, shape.search && 'search', shape.status && 'status'].filter(Boolean).join('_');

const listValues = (viewer: AuthUser, filter: ListFilter) => ({
  ...viewerValues(viewer),
  pattern: containing(filter.search),
  status: filter.status,
});

function listConditions(shape: ListShape): SQL | undefined {
  return and(
    visibleCourses(viewerOfShape(shape.viewer)),
    shape.status ? eq(courses.status, sql.placeholder('status')) : undefined,
    shape.search ? titleLike(sql.placeholder('pattern')) : undefined,
    shape.tab === 'in-progress' ? inProgress : undefined,
  );
}

const courseCount = preparedPer(listKey, (db, shape: ListShape, key) =>
  db
    .select({ n: count() })
    .from(courses)
    .leftJoin(courseProgress, myProgress(viewerOfShape(shape.viewer)))
    .where(listConditions(shape))
    .prepare(`course_count_${key}`),
);

/** How many courses a list shows in all its pages. */
async function countCourses(db: Db, viewer: AuthUser, filter: ListFilter): Promise<number> {
  const [row] = await courseCount(db, listShapeOf(viewer, filter)).execute(listValues(viewer, filter));
  return row?.n ?? 0;
}

const coursePage = preparedPer(listKey, (db, shape: ListShape, key) => {
  const viewer = viewerOfShape(shape.viewer);
  return db
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
    .where(listConditions(shape))
    .orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`course_list_${key}`);
});

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
  const rows = await coursePage(db, listShapeOf(viewer, query)).execute({
    ...listValues(viewer, query),
    limit: query.page === null ? ALL_COURSES : query.limit,
    offset: query.page === null ? 0 : (query.page - 1) * query.limit,
  });
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

/** Both course tabs' counts in one statement, with the conditions of their lists. */
const tabCounts = preparedPer(
  (shape: ViewerShape) => shape,
  (db, shape, key) => {
    const viewer = viewerOfShape(shape);
    return db
      .select({
        courses: count(),
        inProgress: sql<number>`count(*) filter (where ${inProgress})`.mapWith(Number),
      })
      .from(courses)
      .leftJoin(courseProgress, myProgress(viewer))
      .where(visibleCourses(viewer))
      .prepare(`course_tab_counts_${key}`);
  },
);

/**
 * The counters of the course list's tabs; the course tabs equal the `total` of their list, the
 * certificates tab counts only those that still certify (an ended one counts as expired).
 */
export async function headerTabsCounters(db: Db, viewer: AuthUser): Promise<HeaderTabsCounters> {
  const [counts] = await tabCounts(db, shapeOf(viewer)).execute(viewerValues(viewer));
  return {
    courses: counts?.courses ?? 0,
    inProgress: counts?.inProgress ?? 0,
    certificates: await countValidCertificates(db, viewer.id),
  };
}
