/**
 * Progress of a learner through a course. Lesson progress (0..100) is what the player
 * reports; module and course progress are derived from it by the rules below, on the server
 * (to store them) and in the web app (to show them) alike. See docs/decisions/0002-course-progress.md.
 */

/** A lesson or module is complete at this percentage or more. */
export const COMPLETION_THRESHOLD = 99.5;

export interface LessonProgressNode {
  id: string;
  /** the learner's progress on the lesson, 0..100 (anything else is clamped) */
  progress: number;
  isOptional: boolean;
}

export interface ModuleProgressNode {
  id: string;
  isOptional: boolean;
  /** in position order */
  lessons: readonly LessonProgressNode[];
}

export interface CourseProgressStructure {
  structure: 'linear' | 'modular';
  /** the lessons outside modules (a linear course's steps), in position order */
  lessons: readonly LessonProgressNode[];
  /** a modular course's modules, in position order */
  modules: readonly ModuleProgressNode[];
}

export const isComplete = (progress: number): boolean => progress >= COMPLETION_THRESHOLD;

const clamp = (progress: number) => (Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : 0);

/** One decimal place, capped at 100. */
const roundProgress = (progress: number) => Math.min(100, Math.round(progress * 10) / 10);

function averageOf(lessons: readonly LessonProgressNode[]): number {
  if (lessons.length === 0) return 0;
  const sum = lessons.reduce((total, lesson) => total + clamp(lesson.progress), 0);
  return roundProgress(sum / lessons.length);
}

const required = (lessons: readonly LessonProgressNode[]) => lessons.filter((lesson) => !lesson.isOptional);

/** The lessons that count towards the course: not optional, and not inside an optional module. */
export function requiredLessons(structure: Omit<CourseProgressStructure, 'structure'>): LessonProgressNode[] {
  return [
    ...required(structure.lessons),
    ...structure.modules.filter((module) => !module.isOptional).flatMap((module) => required(module.lessons)),
  ];
}

/** Average of the module's required lessons, one decimal; 0 when it has none. */
export const moduleProgress = (module: ModuleProgressNode): number => averageOf(required(module.lessons));

/**
 * Average of the required lessons' progress, each clamped to 0..100, capped at 100 and
 * rounded to one decimal; 0 when there is nothing required or no progress.
 */
export const courseProgress = (structure: Omit<CourseProgressStructure, 'structure'>): number =>
  averageOf(requiredLessons(structure));

/**
 * Which lessons are locked (true) in the course view. In a linear course a lesson opens once
 * every earlier required lesson is complete; in a modular course every module and lesson is
 * open (an exam's own requirement lock is decided by the exam screen).
 */
export function lessonLocks(structure: CourseProgressStructure): Record<string, boolean> {
  const locks: Record<string, boolean> = {};
  for (const module of structure.modules) for (const lesson of module.lessons) locks[lesson.id] = false;
  let open = true;
  for (const lesson of structure.lessons) {
    locks[lesson.id] = structure.structure === 'linear' && !open;
    if (!lesson.isOptional && !isComplete(clamp(lesson.progress))) open = false;
  }
  return locks;
}
