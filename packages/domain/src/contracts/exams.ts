import { z } from 'zod';
import { defineCall, pageOf } from './call.js';
import { idField, paginationSchema } from './common.js';
import { localizedFilesOut, localizedOut, QUESTION_TYPES } from './courses.js';

const INVALID = 'validation.invalid';
const idSchema = idField('validation.id');
const idOut = z.string();

/** The exam lesson a learner's call is about. */
export const examLessonRequest = z.strictObject({ courseId: idSchema, lessonId: idSchema }, INVALID);
export type ExamLessonRequest = z.infer<typeof examLessonRequest>;

/** POST user/test/register_attempt: the learner's choices for the questions of his open attempt. */
export const registerAttemptRequest = z.strictObject(
  {
    ids: z.strictObject(
      {
        courseId: idSchema,
        lessonId: idSchema,
        /** the module of the exam (the spec's client sends it; the lesson decides) */
        moduleId: idSchema.nullish(),
        /** the attempt answered: a submission meant for an earlier attempt never scores a later one */
        attemptId: idSchema.optional(),
      },
      INVALID,
    ),
    userAnswers: z
      .array(
        z.strictObject(
          { questionID: idSchema, answers: z.array(idSchema, INVALID).max(20, INVALID) },
          INVALID,
        ),
        INVALID,
      )
      .max(200, INVALID),
  },
  INVALID,
);
export type RegisterAttemptRequest = z.infer<typeof registerAttemptRequest>;

/** A question as a learner sits it: its answers in the attempt's order, never which are correct. */
export const examQuestionSchema = z.object({
  _id: idOut,
  type: z.enum(QUESTION_TYPES),
  title: localizedOut,
  image: localizedFilesOut,
  answers: z.array(z.object({ _id: idOut, text: localizedOut })),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const EXAM_SCREENS = [
  'approved-lock',
  'requirement-lock',
  'exam',
  'attempts-lock',
  'time-lock',
  'start',
] as const;

/** POST user/test/check_module: where the caller stands on an exam, by the domain's examState. */
export const examStatusSchema = z.object({
  courseId: idOut,
  lessonId: idOut,
  screen: z.enum(EXAM_SCREENS),
  /** the server's clock when it answered: the screen counts down from it, not from the device's */
  serverTime: z.string(),
  /** correct answers needed to pass */
  min_questions: z.number(),
  /** questions drawn for each attempt */
  questionCount: z.number(),
  timeLimitMinutes: z.number().nullable(),
  attemptsUsed: z.number(),
  /** attempts allowed in all (setting plus grants); null: no limit */
  attemptsAllowed: z.number().nullable(),
  /** time-lock: when the next attempt may start */
  waitUntil: z.string().nullable(),
  /** exam: the open attempt, its questions in its own order */
  attempt: z
    .object({
      _id: idOut,
      startedAt: z.string(),
      /** null when the exam has no time limit */
      deadline: z.string().nullable(),
      questions: z.array(examQuestionSchema),
    })
    .nullable(),
});
export type ExamStatus = z.infer<typeof examStatusSchema>;

/** A scored attempt as the result screen shows it: no answer key. */
export const attemptResultSchema = z.object({
  _id: idOut,
  score: z.number(),
  total: z.number(),
  min_questions: z.number(),
  passed: z.boolean(),
  /** submitted after the time limit: recorded as failed */
  timedOut: z.boolean(),
  date: z.string(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/**
 * The answer of user/test/register_attempt: the result, and the certificates this pass issued
 * (the exam's own when it gives one, the course's when the pass completed it; none on a failure
 * or when they were held already), for the result screen to offer their download.
 */
export const registerAttemptResultSchema = attemptResultSchema.extend({
  certificates: z.array(
    z.object({ _id: idOut, title: z.string(), kind: z.enum(['course', 'lesson', 'custom']) }),
  ),
});
export type RegisterAttemptResult = z.infer<typeof registerAttemptResultSchema>;

/** POST user/test/get_previous_attempt: the last scored attempt, or null before the first. */
export const previousAttemptSchema = z.object({ attempt: attemptResultSchema.nullable() });

/**
 * The exam an admin call is about. `moduleID` is the exam's module in a modular course, or the
 * exam lesson's own id (a linear course's lessons sit in no module); `lessonId` picks the exam
 * when a module holds more than one.
 */
export const examAdminParams = z.strictObject({ courseID: idSchema, moduleID: idSchema });
export const listUsersAttemptsQuery = paginationSchema
  .extend({ lessonId: idSchema.optional(), limit: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();
export const setUserAttemptsQuery = z.strictObject({ lessonId: idSchema.optional() });
export const setUserAttemptsRequest = z.strictObject(
  {
    userid: idSchema,
    /** attempts the learner has left from now on; a grant also lifts the wait */
    attempts: z.number(INVALID).int(INVALID).min(0, INVALID).max(1000, INVALID),
  },
  INVALID,
);
export const forceUpdateExamRequest = z.strictObject(
  { userId: idSchema, courseId: idSchema, lessonId: idSchema },
  INVALID,
);

/** One attempt of a learner, for the admin reviewing it (the answers he chose). */
export const reviewedAttemptSchema = attemptResultSchema.extend({
  status: z.enum(['open', 'scored']),
  startedAt: z.string(),
  answers: z.array(z.object({ questionId: idOut, answers: z.array(idOut) })),
});

export const userAttemptsSchema = z.object({
  userId: idOut,
  name: z.string(),
  email: z.string(),
  attemptsUsed: z.number(),
  /** attempts an admin granted on top of the setting */
  granted: z.number(),
  /** null: no limit */
  attemptsAllowed: z.number().nullable(),
  passed: z.boolean(),
  /** newest first */
  attempts: z.array(reviewedAttemptSchema),
});
export type UserAttempts = z.infer<typeof userAttemptsSchema>;

export const usersAttemptsPageSchema = pageOf(userAttemptsSchema).extend({ lessonId: idOut });

/** GET exam/load-info-data: the exam settings the screens show. */
export const examInfoSchema = z.object({
  /** 0: no limit */
  max_exam_tries: z.number(),
  /** hours; 0: no wait */
  time_wait_exam_tries: z.number(),
});

export const examCalls = {
  checkModule: defineCall({
    method: 'POST',
    path: '/user/test/check_module',
    body: examLessonRequest,
    response: examStatusSchema,
    summary: "The caller's state on an exam lesson, with the open attempt's questions (no answer key)",
  }),
  startAttempt: defineCall({
    method: 'POST',
    path: '/user/test/start_attempt',
    body: examLessonRequest,
    response: examStatusSchema,
    summary: 'Opens an attempt (draws its questions, shuffles their answers, sets its deadline)',
  }),
  previousAttempt: defineCall({
    method: 'POST',
    path: '/user/test/get_previous_attempt',
    body: examLessonRequest,
    response: previousAttemptSchema,
    summary: "The caller's last scored attempt of an exam, as the result screen shows it",
  }),
  registerAttempt: defineCall({
    method: 'POST',
    path: '/user/test/register_attempt',
    body: registerAttemptRequest,
    response: registerAttemptResultSchema,
    summary: 'Scores the open attempt on the server, once; passing completes the exam lesson',
  }),
  listUsersAttempts: defineCall({
    scope: 'progress:read',
    method: 'GET',
    path: '/course/module/exam/list-users-attempts/:courseID/:moduleID',
    params: examAdminParams,
    query: listUsersAttemptsQuery,
    response: usersAttemptsPageSchema,
    summary: 'The learners who sat an exam, with their attempts and answers (admins)',
  }),
  setUserAttempts: defineCall({
    scope: 'progress:write',
    method: 'PUT',
    path: '/course/module/exam/set-user-attempts/:courseID/:moduleID',
    params: examAdminParams,
    query: setUserAttemptsQuery,
    body: setUserAttemptsRequest,
    response: userAttemptsSchema,
    summary: 'Sets the attempts a learner has left on an exam and lifts his wait (admins)',
  }),
  forceUpdateExam: defineCall({
    scope: 'progress:write',
    method: 'POST',
    path: '/user/progress/force_update_exam',
    body: forceUpdateExamRequest,
    response: userAttemptsSchema,
    summary: "Marks a learner's exam passed, completing the lesson (admins)",
  }),
  loadInfoData: defineCall({
    method: 'GET',
    path: '/exam/load-info-data',
    response: examInfoSchema,
    summary: 'The exam settings: attempts allowed and the wait between attempts',
  }),
};
