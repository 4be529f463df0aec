import { z } from 'zod';
import { defineCall } from './call.js';
import { idField } from './common.js';
import { lessonIdParams, setRatingRequest } from './courses.js';

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
export const markProgressResultSchema = z.object({
  lessonProgress: z.number(),
  /** null in a linear course */
  moduleProgress: z.number().nullable(),
  courseProgress: z.number(),
});
export type MarkProgressResult = z.infer<typeof markProgressResultSchema>;

const lessonProgressEntry = z.object({ lessonID: z.string(), progress: z.number() });
export type LessonProgressEntry = z.infer<typeof lessonProgressEntry>;

/** One learner's progress through one course (the spec's progress list entry). */
export const progressTreeSchema = z.object({
  courseID: z.string(),
  progress: z.number(),
  completed: z.boolean(),
  /** modular courses */
  modules: z.array(
    z.object({ moduleID: z.string(), progress: z.number(), lessons: z.array(lessonProgressEntry) }),
  ),
  /** linear courses */
  lessons: z.array(lessonProgressEntry),
});
export type ProgressTree = z.infer<typeof progressTreeSchema>;

/** GET rating/get/:lessonId and POST rating/set-rating. */
export const lessonRatingSchema = z.object({
  mine: z.number().nullable(),
  average: z.number().nullable(),
  count: z.number(),
});
export type LessonRating = z.infer<typeof lessonRatingSchema>;

export const progressCalls = {
  mark: defineCall({
    method: 'POST',
    path: '/user/progress/mark',
    body: markProgressRequest,
    response: markProgressResultSchema,
    summary: "Stores the caller's progress on a video or pdf lesson (the highest is kept)",
  }),
  course: defineCall({
    method: 'POST',
    path: '/user/progress/course',
    body: courseProgressRequest,
    response: progressTreeSchema,
    summary: "The caller's progress through one course",
  }),
  ofUser: defineCall({
    scope: 'progress:read',
    method: 'GET',
    path: '/user/get-course-progress',
    query: getCourseProgressQuery,
    response: progressTreeSchema,
    summary: "A learner's progress through one course (the learner, or an admin)",
  }),
  updateCourse: defineCall({
    method: 'POST',
    path: '/user/progress/update_course_progress',
    body: updateCourseProgressRequest,
    response: progressTreeSchema,
    summary: "Computes a learner's stored course progress again from the lesson marks",
  }),
};

export const ratingCalls = {
  get: defineCall({
    method: 'GET',
    path: '/rating/get/:lessonId',
    params: lessonIdParams,
    response: lessonRatingSchema,
    summary: "A lesson's average rating and the caller's own",
  }),
  set: defineCall({
    method: 'POST',
    path: '/rating/set-rating',
    body: setRatingRequest,
    response: lessonRatingSchema,
    summary: 'Rates a lesson from 1 to 5',
  }),
};
