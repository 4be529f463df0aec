import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, lessons } from '../../db/schema/index.js';
import { AppError, fail } from '../../lib/errors.js';
import type { Exam } from './exam-lesson.js';

/**
 * The exam an admin call names by course and "module": a modular course's module (with `lessonId`
 * to pick one exam when the module holds several) or the exam lesson's own id (how a linear
 * course's exam, which sits in no module, is named).
 */
export async function resolveExam(db: Db, courseId: string, moduleOrLessonId: string, lessonId?: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError('not-found');
  const inPlace = or(eq(lessons.moduleId, moduleOrLessonId), eq(lessons.id, moduleOrLessonId));
  const candidates = await db
    .select()
    .from(lessons)
    .where(
      and(
        eq(lessons.courseId, courseId),
        eq(lessons.kind, 'exam'),
        inPlace,
        ...(lessonId ? [eq(lessons.id, lessonId)] : []),
      ),
    )
    .limit(2);
  const [lesson] = candidates;
  if (!lesson) throw new AppError('not-found');
  if (candidates.length > 1) fail('validation-failed', { lessonId: 'validation.required' });
  return { course, lesson } satisfies Exam;
}
