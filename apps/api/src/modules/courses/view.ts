import {
  type CourseDetail,
  courseProgress,
  type LessonData,
  type LessonView,
  lessonLocks,
  moduleProgress,
} from '@academy/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared, preparedPer } from '../../db/prepared.js';
import {
  courseDistributors,
  courses,
  courseTeams,
  lessonProgress,
  lessons,
  modules,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import {
  outerCourseId,
  shapeOf,
  type ViewerShape,
  viewerOfShape,
  viewerValues,
  visibleCourses,
} from './access.js';
import { fileNames } from './file-refs.js';
import { loadQuestions, materialRefs, toLessonData } from './lesson-view.js';
import { closedByPathOrder } from './path-order.js';
import { lessonOrder, moduleOrder, progressStructure, structureColumns } from './structure.js';

export type CourseRow = typeof courses.$inferSelect;

/** The course if `viewer` may see it, else 404 (a draft or a course of another audience is never disclosed). */
export async function findVisibleCourse(db: Db, viewer: AuthUser, courseId: string): Promise<CourseRow> {
  return (await findCourse(db, viewer, courseId)).row;
}

/**
 * The course if `viewer` may see it (else 404) and open it, else 403 `course-path-locked`: every
 * way into a course's content (its view, a progress mark, an exam, a material) comes through here
 * or getCourseView, so a learning path's order holds wherever the course is reached.
 */
export async function findOpenCourse(db: Db, viewer: AuthUser, courseId: string): Promise<CourseRow> {
  const found = await findCourse(db, viewer, courseId);
  if (found.closed) throw new AppError('course-path-locked');
  return found.row;
}

/** The course of `courseId` if the viewer may see it, and whether a path's order keeps it closed to him. */
const visibleCourse = preparedPer(
  (shape: ViewerShape) => shape,
  (db, shape, key) => {
    const viewer = viewerOfShape(shape);
    return db
      .select({ row: courses, closed: closedByPathOrder(db, viewer) })
      .from(courses)
      .where(and(eq(courses.id, sql.placeholder('courseId')), visibleCourses(viewer)))
      .limit(1)
      .prepare(`course_find_${key}`);
  },
);

const openCourseWithStructure = preparedPer(
  (shape: ViewerShape) => shape,
  (db, shape, key) => {
    const viewer = viewerOfShape(shape);
    return db
      .select({ row: courses, closed: closedByPathOrder(db, viewer), ...structureColumns })
      .from(courses)
      .where(and(eq(courses.id, sql.placeholder('courseId')), visibleCourses(viewer)))
      .limit(1)
      .prepare(`course_find_structure_${key}`);
  },
);

/** findOpenCourse's course with its modules and lessons in order (loadStructure's), in one statement. */
export async function findOpenCourseWithStructure(db: Db, viewer: AuthUser, courseId: string) {
  const [found] = await openCourseWithStructure(db, shapeOf(viewer)).execute({
    ...viewerValues(viewer),
    courseId,
  });
  if (!found) throw new AppError('not-found');
  if (found.closed) throw new AppError('course-path-locked');
  return { course: found.row, structure: { modules: found.modules, lessons: found.lessons } };
}

async function findCourse(db: Db, viewer: AuthUser, courseId: string) {
  const [found] = await visibleCourse(db, shapeOf(viewer)).execute({ ...viewerValues(viewer), courseId });
  if (!found) throw new AppError('not-found');
  return found;
}

/** The ids a course is published to, as one column of a query on `courses`. */
const idsOf = (table: typeof courseDistributors | typeof courseTeams, column: 'distributor_id' | 'team_id') =>
  sql<
    string[]
  >`coalesce((select json_agg(${sql.identifier(column)} order by ${sql.identifier(column)}) from ${table} where ${table.courseId} = ${outerCourseId}), '[]'::json)`;

export const audienceColumns = {
  masters: idsOf(courseDistributors, 'distributor_id'),
  teams: idsOf(courseTeams, 'team_id'),
};

const courseOfView = preparedPer(
  (shape: ViewerShape) => shape,
  (db, shape, key) => {
    const viewer = viewerOfShape(shape);
    return db
      .select({ ...getTableColumns(courses), ...audienceColumns, closed: closedByPathOrder(db, viewer) })
      .from(courses)
      .where(and(eq(courses.id, sql.placeholder('courseId')), visibleCourses(viewer)))
      .limit(1)
      .prepare(`course_view_${key}`);
  },
);

const modulesOfView = prepared((db) =>
  db
    .select()
    .from(modules)
    .where(eq(modules.courseId, sql.placeholder('courseId')))
    .orderBy(...moduleOrder)
    .prepare('course_view_modules'),
);

/** The course's lessons, each with the viewer's progress on it (null before he starts it). */
const lessonsOfView = prepared((db) =>
  db
    .select({ ...getTableColumns(lessons), progress: lessonProgress.progress })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, sql.placeholder('viewerId'))),
    )
    .where(eq(lessons.courseId, sql.placeholder('courseId')))
    .orderBy(...lessonOrder)
    .prepare('course_view_lessons'),
);

/**
 * A course with its modules and lessons in order and the viewer's progress and lesson locks (a
 * course a learning path's order keeps closed is refused, as in findOpenCourse); an
 * admin also gets the exams' questions (never which answers are correct). One query per table
 * (the lessons with the viewer's progress on them), whatever the size.
 */
export async function getCourseView(db: Db, viewer: AuthUser, courseId: string): Promise<CourseDetail> {
  const [course] = await courseOfView(db, shapeOf(viewer)).execute({ ...viewerValues(viewer), courseId });
  if (!course) throw new AppError('not-found');
  if (course.closed) throw new AppError('course-path-locked');

  const moduleRows = await modulesOfView(db).execute({ courseId });
  const lessonRows = await lessonsOfView(db).execute({ courseId, viewerId: viewer.id });
  const examIds = lessonRows.filter((row) => row.kind === 'exam').map((row) => row.id);
  // a learner sits an exam's questions only through its attempts (the questions drawn for him)
  const questionsByLesson = await loadQuestions(db, viewer.type === 'admin' ? examIds : [], false);
  const names = await fileNames(db, materialRefs(lessonRows));

  const progressByLesson = new Map(lessonRows.map((row) => [row.id, row.progress ?? 0]));
  const progressOf = (lessonId: string) => progressByLesson.get(lessonId) ?? 0;
  const structure = progressStructure(course.structure, moduleRows, lessonRows, progressOf);
  const locks = lessonLocks(structure);
  const lessonViews = new Map<string, LessonView>(
    lessonRows.map((row) => {
      const locked = locks[row.id] ?? false;
      const data = toLessonData(row, questionsByLesson, names);
      return [
        row.id,
        {
          ...(locked && viewer.type !== 'admin' ? withheld(data) : data),
          progress: progressOf(row.id),
          locked,
        },
      ];
    }),
  );
  const viewsOf = (nodes: readonly { id: string }[]) =>
    nodes.map((node) => lessonViews.get(node.id)).filter((view) => view !== undefined);

  // Only authors need to know whom a course is published to.
  const isAdmin = viewer.type === 'admin';
  return {
    _id: course.id,
    title: course.title,
    description: course.description,
    langs: course.langs,
    structure: course.structure,
    image: course.image,
    audience: course.audience,
    masters: isAdmin ? course.masters : [],
    teams: isAdmin ? course.teams : [],
    trainingType: course.trainingTypeId,
    status: course.status,
    position: course.position,
    certificateValidityMonths: course.certificateValidityMonths,
    renewalWindowDays: course.renewalWindowDays,
    version: course.version,
    versionDeadline: course.versionDeadline,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
    progress: courseProgress(structure),
    modules: moduleRows.map((row, index) => {
      const node = structure.modules[index];
      return {
        _id: row.id,
        courseId: row.courseId,
        title: row.title,
        position: row.position,
        is_optional: row.isOptional,
        renewal_part: row.renewalPart,
        changed_in_version: row.changedInVersion,
        progress: node ? moduleProgress(node) : 0,
        lessons: viewsOf(node?.lessons ?? []),
      };
    }),
    lessons: viewsOf(structure.lessons),
  };
}

/**
 * A lesson a learner has not unlocked yet shows its title and place, not its content: the
 * video and pdf links, the materials and the questions wait until the earlier lessons are done.
 */
function withheld(lesson: LessonData): LessonData {
  return { ...lesson, content: {}, materials: [], ...(lesson.questions ? { questions: [] } : {}) };
}
