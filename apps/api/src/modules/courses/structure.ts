import type { CourseProgressStructure, CourseStructure, Language, LessonProgressNode } from '@academy/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { courses, lessons, modules } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** What the progress rule needs of a module and of a lesson, in position order. */
export interface ModuleNode {
  id: string;
  isOptional: boolean;
  /** taken again to renew the course's certificates */
  renewalPart: boolean;
}
export interface LessonNode {
  id: string;
  moduleId: string | null;
  kind: 'video' | 'pdf' | 'exam';
  isOptional: boolean;
}

export const moduleOrder = [asc(modules.position), asc(modules.createdAt), asc(modules.id)];
export const lessonOrder = [asc(lessons.position), asc(lessons.createdAt), asc(lessons.id)];

const structureModules = prepared((db) =>
  db
    .select({ id: modules.id, isOptional: modules.isOptional, renewalPart: modules.renewalPart })
    .from(modules)
    .where(eq(modules.courseId, sql.placeholder('courseId')))
    .orderBy(...moduleOrder)
    .prepare('course_structure_modules'),
);

const structureLessons = prepared((db) =>
  db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      kind: lessons.kind,
      isOptional: lessons.isOptional,
    })
    .from(lessons)
    .where(eq(lessons.courseId, sql.placeholder('courseId')))
    .orderBy(...lessonOrder)
    .prepare('course_structure_lessons'),
);

/** A course's modules and lessons in order: two queries whatever their number. */
export async function loadStructure(db: Db | Tx, courseId: string) {
  const moduleRows: ModuleNode[] = await structureModules(db).execute({ courseId });
  const lessonRows: LessonNode[] = await structureLessons(db).execute({ courseId });
  return { modules: moduleRows, lessons: lessonRows };
}

/**
 * The course in the shape of the domain's progress rule: a linear course's lessons at the top,
 * a modular course's lessons inside their modules (both in position order).
 */
export function progressStructure(
  structure: CourseStructure,
  moduleRows: readonly ModuleNode[],
  lessonRows: readonly LessonNode[],
  progressOf: (lessonId: string) => number,
): CourseProgressStructure {
  const byModule = new Map<string, LessonProgressNode[]>(moduleRows.map((module) => [module.id, []]));
  const topLevel: LessonProgressNode[] = [];
  for (const lesson of lessonRows) {
    const node = { id: lesson.id, isOptional: lesson.isOptional, progress: progressOf(lesson.id) };
    const inModule = lesson.moduleId ? byModule.get(lesson.moduleId) : undefined;
    (inModule ?? topLevel).push(node);
  }
  return {
    structure,
    lessons: topLevel,
    modules: moduleRows.map((module) => ({
      id: module.id,
      isOptional: module.isOptional,
      lessons: byModule.get(module.id) ?? [],
    })),
  };
}

/**
 * Locks the course row for the rest of the transaction, so that authoring writes on one
 * course (structure change, module and lesson saves) happen one after the other.
 */
export async function lockCourse(tx: Tx, courseId: string) {
  const [course] = await tx
    .select({ id: courses.id, structure: courses.structure, langs: courses.langs })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('no key update');
  if (!course) throw new AppError('not-found');
  return { ...course, langs: course.langs as Language[] };
}
