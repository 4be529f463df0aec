import type { CourseStructure } from '@academy/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { courseProgress, lessonProgress } from '../../db/schema/index.js';
import { loadStructure, progressStructure } from '../courses/index.js';
import { type Learners, lessonProgressBy, lockCourseProgress, storeDerived } from './stored.js';

/**
 * Opens part of a course again for its holders `learners` (one learner's id, or a subquery of the
 * ids of many): for a renewal, the lessons of the modules marked as the renewal part (every
 * lesson when none is, or when the course is linear); for a new version, those of the modules
 * that changed. Their progress on them is cleared, their module and course progress follow (the
 * course is no longer complete), and a new cycle starts: the exam attempts before it no longer
 * count. The same statements for one holder as for thousands. Answers how many were reopened.
 */
export async function reopenPart(
  tx: Tx,
  learners: Learners,
  courseId: string,
  structureKind: CourseStructure,
  part: 'renewal-part' | readonly string[],
): Promise<number> {
  const structure = await loadStructure(tx, courseId);
  const modules = new Set(
    part === 'renewal-part'
      ? structure.modules.filter((module) => module.renewalPart).map((module) => module.id)
      : part,
  );
  const reopened = structure.lessons
    .filter((lesson) => modules.size === 0 || (lesson.moduleId !== null && modules.has(lesson.moduleId)))
    .map((lesson) => lesson.id);
  const ids = await lockCourseProgress(tx, learners, courseId);
  if (ids.length === 0) return 0;
  const theirs = (column: typeof lessonProgress.userId | typeof courseProgress.userId) =>
    typeof learners === 'string' ? eq(column, learners) : sql`${column} in (${learners})`;
  if (reopened.length > 0)
    await tx
      .delete(lessonProgress)
      .where(and(theirs(lessonProgress.userId), inArray(lessonProgress.lessonId, reopened)));
  await tx
    .update(courseProgress)
    .set({ cycleStartedAt: sql`now()` })
    .where(and(theirs(courseProgress.userId), eq(courseProgress.courseId, courseId)));
  const progress = await lessonProgressBy(tx, courseId, theirs(lessonProgress.userId));
  const derived = ids.map((userId) => ({
    userId,
    structure: progressStructure(
      structureKind,
      structure.modules,
      structure.lessons,
      (id) => progress.get(userId)?.get(id) ?? 0,
    ),
  }));
  await storeDerived(tx, courseId, derived, learners);
  return ids.length;
}
