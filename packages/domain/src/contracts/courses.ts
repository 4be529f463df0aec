import { z } from 'zod';
import { CERTIFICATE_STATUSES, MAX_CERTIFICATE_VALIDITY_MONTHS } from '../certificate.js';
import type { Language } from '../languages.js';
import { LANGUAGES } from '../languages.js';
import { MAX_RENEWAL_WINDOW_DAYS } from '../renewal.js';
import { defineCall, pageOf } from './call.js';
import { idField, paginationSchema } from './common.js';

export const COURSE_STRUCTURES = ['linear', 'modular'] as const;
export type CourseStructure = (typeof COURSE_STRUCTURES)[number];
export const COURSE_AUDIENCES = ['all', 'masters', 'teams'] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];
export const COURSE_STATUSES = ['draft', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const LESSON_KINDS = ['video', 'pdf', 'exam', 'package'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const QUESTION_TYPES = ['single', 'multiple'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Hosts whose https video links a lesson may embed (the CSP's frame-src allows their players). */
const VIDEO_HOSTS = ['youtube.com', 'www.youtube.com', 'youtu.be', 'vimeo.com', 'player.vimeo.com'];

/** Whether `url` is an https YouTube or Vimeo link. */
export function isHostedVideoUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && VIDEO_HOSTS.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * A reference to content: a stored file's URL as POST /api/file answered it ('/api/file/<id>'),
 * or, for a video, a hosted link. The server checks that a file exists with the right type.
 */
const INVALID = 'validation.invalid';
/** PostgreSQL text and jsonb cannot hold a NUL character: refuse it here rather than fail there. */
const noNul = (value: string) => !value.includes('\u0000');
const contentRef = z.string(INVALID).trim().max(500, INVALID).refine(noNul, INVALID);
/** One reference per language; blank means none. */
export const localizedFilesSchema = z.strictObject(
  { en: contentRef.optional(), pt: contentRef.optional(), es: contentRef.optional() },
  INVALID,
);
export type LocalizedFiles = Partial<Record<Language, string>>;
const packageRef = z.union([z.literal(''), idField('validation.id')], INVALID);
export const localizedPackagesSchema = z.strictObject(
  { en: packageRef.optional(), pt: packageRef.optional(), es: packageRef.optional() },
  INVALID,
);

/** Text per language; which languages must be filled is checked against the course's `langs`. */
const localizedText = (message = INVALID) => {
  const part = z.string(INVALID).max(20000, 'validation.tooLong').refine(noNul, INVALID).default('');
  return z.object({ en: part, pt: part, es: part }, message);
};
const emptyText = () => ({ en: '', pt: '', es: '' });

const idSchema = idField('validation.id');
const langsSchema = z
  .array(z.enum(LANGUAGES, 'validation.langs'), 'validation.langs')
  .min(1, 'validation.langs')
  .max(3, 'validation.langs')
  .refine((langs) => new Set(langs).size === langs.length, 'validation.langs');
const positionSchema = z.number(INVALID).int(INVALID).min(0, INVALID).max(1_000_000, INVALID);
const idList = z.array(idSchema, INVALID).max(1000, INVALID);
const flag = z.boolean(INVALID);

/** Course fields as the form sends them; `update` may send any subset. */
const courseFields = {
  title: localizedText('validation.requiredAllLanguages'),
  description: localizedText(),
  langs: langsSchema,
  structure: z.enum(COURSE_STRUCTURES, INVALID),
  image: contentRef.nullable(),
  audience: z.enum(COURSE_AUDIENCES, INVALID),
  /** distributor ids, for audience 'masters' */
  masters: idList,
  /** team ids, for audience 'teams' */
  teams: idList,
  /** id of a training type, or null */
  trainingType: z.number(INVALID).int(INVALID).min(0, INVALID).max(100_000, INVALID).nullable(),
  status: z.enum(COURSE_STATUSES, INVALID),
  position: positionSchema,
  /** months its certificates stay valid; null: they never end */
  certificateValidityMonths: z
    .number('validation.validityMonths')
    .int('validation.validityMonths')
    .min(1, 'validation.validityMonths')
    .max(MAX_CERTIFICATE_VALIDITY_MONTHS, 'validation.validityMonths')
    .nullable(),
  /** days before a certificate ends that its holder is assigned the renewal; null: no renewal (needs a validity) */
  renewalWindowDays: z
    .number('validation.renewalWindow')
    .int('validation.renewalWindow')
    .min(1, 'validation.renewalWindow')
    .max(MAX_RENEWAL_WINDOW_DAYS, 'validation.renewalWindow')
    .nullable(),
};

export const createCourseRequest = z.strictObject(
  {
    ...courseFields,
    description: courseFields.description.default(emptyText),
    structure: courseFields.structure.default('linear'),
    image: courseFields.image.default(null),
    audience: courseFields.audience.default('all'),
    masters: courseFields.masters.default([]),
    teams: courseFields.teams.default([]),
    trainingType: courseFields.trainingType.default(null),
    status: courseFields.status.default('draft'),
    position: courseFields.position.optional(),
    certificateValidityMonths: courseFields.certificateValidityMonths.default(null),
    renewalWindowDays: courseFields.renewalWindowDays.default(null),
  },
  INVALID,
);
export type CreateCourseRequest = z.infer<typeof createCourseRequest>;

export const updateCourseRequest = z.strictObject(courseFields, INVALID).partial().extend({ _id: idSchema });
export type UpdateCourseRequest = z.infer<typeof updateCourseRequest>;

export const courseIdParams = z.strictObject({ id: idSchema });

export const COURSE_LIST_TABS = ['all', 'in-progress'] as const;
export const courseListQuery = paginationSchema
  .extend({
    /** `false` (the spec's form) answers every course the caller may see, on one page */
    page: z.union([z.literal('false').transform(() => null), paginationSchema.shape.page]),
    search: z.string(INVALID).trim().max(200, INVALID).refine(noNul, INVALID).default(''),
    tab: z.enum(COURSE_LIST_TABS, INVALID).default('all'),
    /** admins only; others always see published courses */
    status: z.enum(COURSE_STATUSES, INVALID).optional(),
    /** `true` answers the tabs' counters with the page, sparing the first screen a call */
    counters: z.enum(['true'], INVALID).optional(),
  })
  .strict();
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const myCertificatesQuery = paginationSchema.strict();

const positionEntry = z.strictObject({ _id: idSchema, position: positionSchema }, INVALID);
const positionList = z
  .array(positionEntry, INVALID)
  .min(1, 'validation.required')
  .max(1000, INVALID)
  .refine(
    (entries) => new Set(entries.map((entry) => entry._id)).size === entries.length,
    'validation.duplicate',
  );

/** POST course/ordersave: the body is the array itself. */
export const courseOrderRequest = positionList;
export const moduleOrderRequest = z.strictObject({ course_id: idSchema, modules: positionList }, INVALID);
export const lessonOrderRequest = z.strictObject(
  {
    course_id: idSchema,
    /** the module whose lessons are reordered; absent for a linear course */
    module_id: idSchema.nullish(),
    lessons: positionList,
  },
  INVALID,
);

export const saveModuleRequest = z.strictObject(
  {
    courseId: idSchema,
    module: z.strictObject(
      {
        _id: idSchema.optional(),
        title: localizedText('validation.requiredAllLanguages'),
        position: positionSchema.optional(),
        is_optional: flag.default(false),
        /** taken again to renew the course's certificates (none marked: the whole course is) */
        renewal_part: flag.default(false),
      },
      'validation.required',
    ),
  },
  INVALID,
);
export type SaveModuleRequest = z.infer<typeof saveModuleRequest>;

export const moduleRemoveParams = z.strictObject({ courseID: idSchema, moduleID: idSchema });

const answerInput = z.strictObject(
  {
    _id: idSchema.optional(),
    text: localizedText('validation.requiredAllLanguages'),
    correct: flag.default(false),
  },
  INVALID,
);
const questionInput = z.strictObject(
  {
    _id: idSchema.optional(),
    type: z.enum(QUESTION_TYPES, INVALID),
    title: localizedText('validation.requiredAllLanguages'),
    image: localizedFilesSchema.default({}),
    answers: z.array(answerInput, INVALID).max(20, INVALID).default([]),
  },
  INVALID,
);
const materialInput = z.strictObject(
  { title: localizedText('validation.requiredAllLanguages'), files: localizedFilesSchema },
  INVALID,
);

export const lessonInput = z.strictObject(
  {
    _id: idSchema.optional(),
    courseId: idSchema,
    /** required in a modular course, absent (or null) in a linear one */
    moduleId: idSchema.nullish(),
    kind: z.enum(LESSON_KINDS, INVALID),
    title: localizedText('validation.requiredAllLanguages'),
    description: localizedText().default(emptyText),
    content: z
      .strictObject(
        {
          video: localizedFilesSchema.optional(),
          pdf: localizedFilesSchema.optional(),
          /** a package lesson's uploaded package id per language (POST /lesson-packages) */
          package: localizedPackagesSchema.optional(),
        },
        INVALID,
      )
      .default({}),
    materials: z.array(materialInput, INVALID).max(50, INVALID).default([]),
    /** exam lessons only */
    questions: z.array(questionInput, INVALID).max(200, INVALID).default([]),
    /** correct answers needed to pass; exam lessons only */
    min_questions: z.number('validation.minQuestions').int('validation.minQuestions').nullish(),
    /** questions drawn at random for each attempt; null: all of them. Exam lessons only */
    questions_per_attempt: z
      .number('validation.questionsPerAttempt')
      .int('validation.questionsPerAttempt')
      .min(1, 'validation.questionsPerAttempt')
      .max(200, 'validation.questionsPerAttempt')
      .nullish(),
    /** minutes an attempt may take; null: no limit. Exam lessons only */
    time_limit_minutes: z
      .number('validation.timeLimit')
      .int('validation.timeLimit')
      .min(1, 'validation.timeLimit')
      .max(24 * 60, 'validation.timeLimit')
      .nullish(),
    generate_certificate: flag.default(false),
    is_optional: flag.default(false),
    position: positionSchema.optional(),
  },
  INVALID,
);
export type LessonInput = z.infer<typeof lessonInput>;

/** A missing `lesson` is answered with `lesson-data-missing`, as the spec asks. */
export const saveLessonRequest = z.strictObject({ lesson: lessonInput.nullish() }, INVALID).nullish();

const lessonRef = { courseId: idSchema, lessonId: idSchema };
/** DELETE course/lesson/remove: in the body or in the query. */
export const removeLessonRequest = z.strictObject(lessonRef, INVALID).nullish();
export const removeLessonQuery = z.strictObject(lessonRef, INVALID).partial();

export const examAnswersParams = z.strictObject({ courseID: idSchema, lessonID: idSchema });
export const examAnswersQuery = z.strictObject({ moduleID: idSchema.optional() });

export const downloadMaterialRequest = z.strictObject(
  {
    lessonId: idSchema,
    index: z.number(INVALID).int(INVALID).min(0, INVALID).max(1000, INVALID),
    lang: z.enum(LANGUAGES, INVALID),
  },
  INVALID,
);

export type DownloadMaterialRequest = z.infer<typeof downloadMaterialRequest>;

export const lessonIdParams = z.strictObject({ lessonId: idSchema });
export const setRatingRequest = z.strictObject(
  {
    lessonId: idSchema,
    value: z
      .number('validation.rating')
      .int('validation.rating')
      .min(1, 'validation.rating')
      .max(5, 'validation.rating'),
  },
  INVALID,
);

/** Text per language as the API answers it. */
export const localizedOut = z.object({ en: z.string(), pt: z.string(), es: z.string() });
/** A file reference per language as the API answers it; a missing language has none. */
export const localizedFilesOut = z.object({
  en: z.string().optional(),
  pt: z.string().optional(),
  es: z.string().optional(),
});
const idOut = z.string();
const langsOut = z.array(z.enum(LANGUAGES));

/** One item of GET course/list. */
export const courseListItemSchema = z.object({
  _id: idOut,
  title: localizedOut,
  description: localizedOut,
  langs: langsOut,
  structure: z.enum(COURSE_STRUCTURES),
  image: z.string().nullable(),
  status: z.enum(COURSE_STATUSES),
  position: z.number(),
  /** the caller's stored course progress, 0 when not started */
  progress: z.number(),
  lessonsCount: z.number(),
  trainingType: z.number().nullable(),
  trainingTypeTitle: z.string().nullable(),
  /** a learning path's order keeps the course closed to the caller until the one before it is complete */
  locked: z.boolean(),
  /** the caller's open assignment of the course, with its due day (null: none), if he has one */
  assignment: z.object({ dueOn: z.string().nullable() }).nullable(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const headerTabsCountersSchema = z.object({
  courses: z.number(),
  inProgress: z.number(),
  /** the caller's valid certificates: one that ended or was revoked no longer certifies */
  certificates: z.number(),
});
export type HeaderTabsCounters = z.infer<typeof headerTabsCountersSchema>;

export const myCertificateSchema = z.object({
  _id: idOut,
  courseId: idOut.nullable(),
  /** course: completing a course; lesson: passing an exam that gives one; custom: an admin's */
  kind: z.enum(['course', 'lesson', 'custom']),
  title: z.string(),
  issuedAt: z.string(),
  /** the end of its validity, or null when it never ends */
  expiresAt: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** what anyone checks it by at /certificate/verify/{code} */
  code: z.string(),
  /** the day its renewal is due, while its holder has one to take (a renewal window, a new version) */
  renewalDueOn: z.string().nullable(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

export const materialViewSchema = z.object({
  title: localizedOut,
  /** stored file URL per language */
  files: localizedFilesOut,
  /** original file name per language */
  names: localizedFilesOut,
});
export type MaterialView = z.infer<typeof materialViewSchema>;

export const questionViewSchema = z.object({
  _id: idOut,
  type: z.enum(QUESTION_TYPES),
  title: localizedOut,
  image: localizedFilesOut,
  /** `correct` only in answers meant for an admin (get-answers, lesson/save) */
  answers: z.array(z.object({ _id: idOut, text: localizedOut, correct: z.boolean().optional() })),
});
export type QuestionView = z.infer<typeof questionViewSchema>;

/** GET course/module/exam/get-answers/:courseID/:lessonID (admin). */
export const examAnswersSchema = z.object({
  lessonId: idOut,
  min_questions: z.number().nullable(),
  questions: z.array(questionViewSchema),
});
export type ExamAnswers = z.infer<typeof examAnswersSchema>;

/** A lesson as saved (the answer of course/lesson/save). */
export const lessonDataSchema = z.object({
  _id: idOut,
  courseId: idOut,
  moduleId: idOut.nullable(),
  kind: z.enum(LESSON_KINDS),
  title: localizedOut,
  description: localizedOut,
  content: z.object({
    video: localizedFilesOut.optional(),
    pdf: localizedFilesOut.optional(),
    /** a package lesson's package id per language */
    package: localizedFilesOut.optional(),
  }),
  materials: z.array(materialViewSchema),
  min_questions: z.number().nullable(),
  questions_per_attempt: z.number().nullable(),
  time_limit_minutes: z.number().nullable(),
  generate_certificate: z.boolean(),
  is_optional: z.boolean(),
  position: z.number(),
  /** exam lessons only */
  questions: z.array(questionViewSchema).optional(),
});
export type LessonData = z.infer<typeof lessonDataSchema>;

/** A lesson in the course view, for the caller. */
export const lessonViewSchema = lessonDataSchema.extend({
  /** the caller's progress, 0..100 */
  progress: z.number(),
  /** linear course: an earlier required lesson is not complete */
  locked: z.boolean(),
});
export type LessonView = z.infer<typeof lessonViewSchema>;

/** The answer of course/module/save. */
export const moduleDataSchema = z.object({
  _id: idOut,
  courseId: idOut,
  title: localizedOut,
  position: z.number(),
  is_optional: z.boolean(),
  renewal_part: z.boolean(),
  /** the course version that changed it last, or null */
  changed_in_version: z.number().nullable(),
});
export type ModuleData = z.infer<typeof moduleDataSchema>;

export const courseModuleViewSchema = moduleDataSchema.extend({
  /** the caller's progress on the module (domain rule) */
  progress: z.number(),
  lessons: z.array(lessonViewSchema),
});
export type CourseModuleView = z.infer<typeof courseModuleViewSchema>;

/** GET course/get/:id, and the answer of course/create and course/update. */
export const courseDetailSchema = z.object({
  _id: idOut,
  title: localizedOut,
  description: localizedOut,
  langs: langsOut,
  structure: z.enum(COURSE_STRUCTURES),
  image: z.string().nullable(),
  audience: z.enum(COURSE_AUDIENCES),
  masters: z.array(idOut),
  teams: z.array(idOut),
  trainingType: z.number().nullable(),
  status: z.enum(COURSE_STATUSES),
  position: z.number(),
  certificateValidityMonths: z.number().nullable(),
  renewalWindowDays: z.number().nullable(),
  /** 1 until a new version is published; the deadline is for holders of earlier versions */
  version: z.number(),
  versionDeadline: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the caller's course progress (domain rule) */
  progress: z.number(),
  /** modular courses */
  modules: z.array(courseModuleViewSchema),
  /** linear courses */
  lessons: z.array(lessonViewSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

const positionsSchema = z.array(z.object({ _id: idOut, position: z.number() })).readonly();
const removedSchema = z.object({ _id: idOut });

export const courseCalls = {
  list: defineCall({
    method: 'GET',
    path: '/course/list',
    query: courseListQuery,
    response: pageOf(courseListItemSchema).extend({ counters: headerTabsCountersSchema.optional() }),
    summary: 'One page of the courses published to the caller (every course for an admin)',
  }),
  headerTabsCounters: defineCall({
    method: 'GET',
    path: '/course/header-tabs-counters',
    response: headerTabsCountersSchema,
    summary: "The counters of the course list's tabs",
  }),
  myCertificates: defineCall({
    method: 'GET',
    path: '/course/my-certificates',
    query: myCertificatesQuery,
    response: pageOf(myCertificateSchema),
    summary: "One page of the caller's certificates (valid, expired or revoked), newest first",
  }),
  get: defineCall({
    method: 'GET',
    path: '/course/get/:id',
    params: courseIdParams,
    response: courseDetailSchema,
    summary: "A course with its modules, lessons and the caller's progress and locks",
  }),
  create: defineCall({
    method: 'POST',
    path: '/course/create',
    body: createCourseRequest,
    response: courseDetailSchema,
    summary: 'Creates a course',
  }),
  update: defineCall({
    method: 'POST',
    path: '/course/update',
    body: updateCourseRequest,
    response: courseDetailSchema,
    summary: 'Changes some fields of a course',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/course/:id',
    params: courseIdParams,
    response: removedSchema,
    summary: 'Deletes a course with its modules and lessons',
  }),
  order: defineCall({
    method: 'POST',
    path: '/course/ordersave',
    body: courseOrderRequest,
    response: positionsSchema,
    summary: 'Stores the order of the course list',
  }),
  saveModule: defineCall({
    method: 'POST',
    path: '/course/module/save',
    body: saveModuleRequest,
    response: moduleDataSchema,
    summary: 'Creates or changes a module',
  }),
  removeModule: defineCall({
    method: 'DELETE',
    path: '/course/module/remove/:courseID/:moduleID',
    params: moduleRemoveParams,
    response: removedSchema,
    summary: 'Deletes a module with its lessons',
  }),
  orderModules: defineCall({
    method: 'POST',
    path: '/course/module/ordersave',
    body: moduleOrderRequest,
    response: positionsSchema,
    summary: "Stores the order of a course's modules",
  }),
  saveLesson: defineCall({
    method: 'POST',
    path: '/course/lesson/save',
    body: saveLessonRequest,
    response: lessonDataSchema,
    summary: 'Creates or changes a lesson, with its questions and materials',
  }),
  removeLesson: defineCall({
    method: 'DELETE',
    path: '/course/lesson/remove',
    body: removeLessonRequest,
    query: removeLessonQuery,
    response: removedSchema,
    summary: 'Deletes a lesson (its ids in the body or in the query)',
  }),
  orderLessons: defineCall({
    method: 'POST',
    path: '/course/lesson/ordersave',
    body: lessonOrderRequest,
    response: positionsSchema,
    summary: "Stores the order of a course's or a module's lessons",
  }),
  examAnswers: defineCall({
    method: 'GET',
    path: '/course/module/exam/get-answers/:courseID/:lessonID',
    params: examAnswersParams,
    query: examAnswersQuery,
    response: examAnswersSchema,
    summary: "An exam lesson's questions with their correct answers (authors only)",
  }),
  downloadMaterial: defineCall({
    method: 'POST',
    path: '/course/module/download-material',
    body: downloadMaterialRequest,
    response: 'file',
    summary: "Downloads one of a lesson's materials in one language",
  }),
};
