import { z } from 'zod';
import { idField } from './common.js';

const INVALID = 'validation.invalid';
const idSchema = idField('validation.id');
const nonNegative = z.number(INVALID).min(0, INVALID).max(10_000_000, INVALID);

/** What the player reports with a mark: where the video is, which pdf pages were seen. */
export const progressDetailSchema = z.strictObject(
  {
    seconds: nonNegative.optional(),
    duration: nonNegative.optional(),
    pages: z
      .array(z.number(INVALID).int(INVALID).min(1, INVALID).max(100_000, INVALID), INVALID)
      .max(5000, INVALID)
      .optional(),
    pagesTotal: z.number(INVALID).int(INVALID).min(0, INVALID).max(100_000, INVALID).optional(),
  },
  INVALID,
);
export type ProgressDetail = z.infer<typeof progressDetailSchema>;

export const markProgressRequest = z.strictObject(
  {
    courseId: idSchema,
    lessonId: idSchema,
    progress: z.number('validation.progress').min(0, 'validation.progress').max(100, 'validation.progress'),
    detail: progressDetailSchema.optional(),
  },
  INVALID,
);
export type MarkProgressRequest = z.infer<typeof markProgressRequest>;

export const courseProgressRequest = z.strictObject({ courseId: idSchema }, INVALID);
export const getCourseProgressQuery = z.strictObject({ userID: idSchema, courseID: idSchema }, INVALID);
export const updateCourseProgressRequest = z.strictObject(
  { courseId: idSchema, userId: idSchema.optional() },
  INVALID,
);

/** The answer of user/progress/mark: the stored values after the mark. */
export interface MarkProgressResult {
  lessonProgress: number;
  /** null in a linear course */
  moduleProgress: number | null;
  courseProgress: number;
}

export interface LessonProgressEntry {
  lessonID: string;
  progress: number;
}

/** One learner's progress through one course (the spec's progress list entry). */
export interface ProgressTree {
  courseID: string;
  progress: number;
  completed: boolean;
  /** modular courses */
  modules: { moduleID: string; progress: number; lessons: LessonProgressEntry[] }[];
  /** linear courses */
  lessons: LessonProgressEntry[];
}

/** GET rating/get/:lessonId and POST rating/set-rating. */
export interface LessonRating {
  mine: number | null;
  average: number | null;
  count: number;
}
