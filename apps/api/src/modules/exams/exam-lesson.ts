import { examRequirementsMet } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { lessonProgress, lessons } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { type CourseRow, findOpenCourse, loadStructure, progressStructure } from '../courses/index.js';

export type ExamLessonRow = typeof lessons.$inferSelect;

export interface Exam {
  course: CourseRow;
  lesson: ExamLessonRow;
}

/**
 * An exam lesson of a course the viewer may see and open: 404 for anything else, 403 for a course
 * a learning path's order keeps closed, 400 for a lesson that is no exam.
 */
export async function findExam(db: Db, viewer: AuthUser, courseId: string, lessonId: string): Promise<Exam> {
  const course = await findOpenCourse(db, viewer, courseId);
  const [lesson] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, course.id)));
  if (!lesson) throw new AppError('not-found');
  if (lesson.kind !== 'exam') throw new AppError('not-an-exam');
  return { course, lesson };
}

/** Whether the learner completed what comes before the exam (the domain's requirement rule). */
export async function requirementsMet(db: Db | Tx, userId: string, exam: Exam): Promise<boolean> {
  const structure = await loadStructure(db, exam.course.id);
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId, progress: lessonProgress.progress })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, exam.course.id)));
  const byLesson = new Map(rows.map((row) => [row.lessonId, row.progress]));
  const shape = progressStructure(
    exam.course.structure,
    structure.modules,
    structure.lessons,
    (id) => byLesson.get(id) ?? 0,
  );
  return examRequirementsMet(shape, exam.lesson.id);
}
