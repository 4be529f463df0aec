import { type CourseProgressStructure, isComplete, type LessonProgressNode } from './progress.js';

const done = (lessons: readonly LessonProgressNode[]) =>
  lessons.every((lesson) => lesson.isOptional || isComplete(lesson.progress));

/**
 * Whether a learner may sit the exam lesson `examId` as far as the course's order goes (the
 * exam screen's requirement-lock, spec section 5 "previous modules must be complete"):
 * - in a linear course, every earlier required lesson is complete;
 * - in a modular course, every earlier required module is complete (its required lessons are),
 *   and so is every earlier required lesson of the exam's own module.
 * Optional lessons and optional modules never hold an exam back. An exam the structure does not
 * hold is not met.
 */
export function examRequirementsMet(structure: CourseProgressStructure, examId: string): boolean {
  const at = structure.lessons.findIndex((lesson) => lesson.id === examId);
  if (at >= 0) return done(structure.lessons.slice(0, at));
  const moduleAt = structure.modules.findIndex((module) =>
    module.lessons.some((lesson) => lesson.id === examId),
  );
  const module = structure.modules[moduleAt];
  if (!module) return false;
  const earlierModules = structure.modules.slice(0, moduleAt).filter((earlier) => !earlier.isOptional);
  const ownEarlier = module.lessons.slice(
    0,
    module.lessons.findIndex((lesson) => lesson.id === examId),
  );
  return earlierModules.every((earlier) => done(earlier.lessons)) && done(ownEarlier);
}
