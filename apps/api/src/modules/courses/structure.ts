import type {
  CourseProgressStructure,
  CourseStructure,
  Language,
  LessonKind,
  LessonProgressNode,
} from '@academy/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { courses, lessons, modules } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { outerCourseId } from './access.js';

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
  kind: LessonKind;
  isOptional: boolean;
}

export const moduleOrder = [asc(modules.position), asc(modules.createdAt), asc(modules.id)];
export const lessonOrder = [asc(lessons.position), asc(lessons.createdAt), asc(lessons.id)];

/**
 * A course's modules and lessons in order, as two JSON columns of a query on `courses`, so that
 * the structure comes with whatever else is read of the course in the same statement.
 */
export const structureColumns = {
  modules: sql<ModuleNode[]>`coalesce((select json_agg(json_build_object(
      'id', ${modules.id}, 'isOptional', ${modules.isOptional}, 'renewalPart', ${modules.renewalPart}
    ) order by ${sql.join(moduleOrder, sql`, `)}) from ${modules} where ${modules.courseId} = ${outerCourseId}), '[]'::json)`,
  lessons: sql<LessonNode[]>`coalesce((select json_agg(json_build_object(
      'id', ${lessons.id}, 'moduleId', ${lessons.moduleId}, 'kind', ${lessons.kind}, 'isOptional', ${lessons.isOptional}
    ) order by ${sql.join(lessonOrder, sql`, `)}) from ${lessons} where ${lessons.courseId} = ${outerCourseId}), '[]'::json)`,
};

const structureOf = prepared((db) =>
  db
    .select(structureColumns)
    .from(courses)
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('course_structure'),
);

/** A course's modules and lessons in order: one query whatever their number (none for an unknown course). */
export async function loadStructure(db: Db | Tx, courseId: string) {
  const [row] = await structureOf(db).execute({ courseId });
  return { modules: row?.modules ?? [], lessons: row?.lessons ?? [] };
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
