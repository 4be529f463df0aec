import { COMPLETION_THRESHOLD } from '@academy/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lessonProgress, lessons, modules } from '../../db/schema/index.js';
import { lessonOrder, moduleOrder, outerCourseId } from '../courses/index.js';

/**
 * The lesson the learner takes next in the course of the outer row (`courses.id`), as a one-row
 * subquery to join LATERAL: the first lesson, in the course view's order (the modules' lessons by
 * module then lesson position, then the loose ones), that counts towards the course (neither
 * optional nor in an optional module, as the progress rule counts them) and that he has not
 * completed (below COMPLETION_THRESHOLD, or never opened).
 */
export function nextLesson(db: Db, learnerId: string) {
  return db
    .select({
      id: sql<string>`${lessons.id}`.as('next_lesson_id'),
      moduleId: sql<string | null>`${lessons.moduleId}`.as('next_lesson_module_id'),
      title: sql<typeof lessons.$inferSelect.title>`${lessons.title}`.as('next_lesson_title'),
    })
    .from(lessons)
    .leftJoin(modules, eq(modules.id, lessons.moduleId))
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, learnerId)),
    )
    .where(
      and(
        eq(lessons.courseId, outerCourseId),
        eq(lessons.isOptional, false),
        or(isNull(lessons.moduleId), eq(modules.isOptional, false)),
        sql`coalesce(${lessonProgress.progress}, 0) < ${COMPLETION_THRESHOLD}`,
      ),
    )
    .orderBy(asc(sql`${lessons.moduleId} is null`), ...moduleOrder, ...lessonOrder)
    .limit(1)
    .as('next_lesson');
}
