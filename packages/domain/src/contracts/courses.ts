import { z } from 'zod';
import type { Language } from '../languages.js';
import { LANGUAGES } from '../languages.js';
import { idField, paginationSchema } from './common.js';

export const COURSE_STRUCTURES = ['linear', 'modular'] as const;
export type CourseStructure = (typeof COURSE_STRUCTURES)[number];
export const COURSE_AUDIENCES = ['all', 'masters', 'teams'] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];
export const COURSE_STATUSES = ['draft', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const LESSON_KINDS = ['video', 'pdf', 'exam'] as const;
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
    search: z.string(INVALID).trim().max(200, INVALID).refine(noNul, INVALID).default(''),
    tab: z.enum(COURSE_LIST_TABS, INVALID).default('all'),
    /** admins only; others always see published courses */
    status: z.enum(COURSE_STATUSES, INVALID).optional(),
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
      .strictObject({ video: localizedFilesSchema.optional(), pdf: localizedFilesSchema.optional() }, INVALID)
      .default({}),
    materials: z.array(materialInput, INVALID).max(50, INVALID).default([]),
    /** exam lessons only */
    questions: z.array(questionInput, INVALID).max(200, INVALID).default([]),
    /** correct answers needed to pass; exam lessons only */
    min_questions: z.number('validation.minQuestions').int('validation.minQuestions').nullish(),
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

type Localized = Record<Language, string>;

/** One item of GET course/list. */
export interface CourseListItem {
  _id: string;
  title: Localized;
  description: Localized;
  langs: Language[];
  structure: CourseStructure;
  image: string | null;
  status: CourseStatus;
  position: number;
  /** the caller's stored course progress, 0 when not started */
  progress: number;
  lessonsCount: number;
  trainingType: number | null;
  trainingTypeTitle: string | null;
}

export interface HeaderTabsCounters {
  courses: number;
  inProgress: number;
  certificates: number;
}

export interface MyCertificate {
  _id: string;
  courseId: string | null;
  title: string;
  issuedAt: string;
}

export interface CourseModuleView extends ModuleData {
  /** the caller's progress on the module (domain rule) */
  progress: number;
  lessons: LessonView[];
}

export interface MaterialView {
  title: Localized;
  /** stored file URL per language */
  files: LocalizedFiles;
  /** original file name per language */
  names: LocalizedFiles;
}

/** GET course/module/exam/get-answers/:courseID/:lessonID (admin). */
export interface ExamAnswers {
  lessonId: string;
  min_questions: number | null;
  questions: QuestionView[];
}

export interface QuestionView {
  _id: string;
  type: QuestionType;
  title: Localized;
  image: LocalizedFiles;
  /** `correct` only in answers meant for an admin (get-answers, lesson/save) */
  answers: { _id: string; text: Localized; correct?: boolean }[];
}

/** A lesson as saved (the answer of course/lesson/save). */
export interface LessonData {
  _id: string;
  courseId: string;
  moduleId: string | null;
  kind: LessonKind;
  title: Localized;
  description: Localized;
  content: { video?: LocalizedFiles; pdf?: LocalizedFiles };
  materials: MaterialView[];
  min_questions: number | null;
  generate_certificate: boolean;
  is_optional: boolean;
  position: number;
  /** exam lessons only */
  questions?: QuestionView[];
}

/** A lesson in the course view, for the caller. */
export interface LessonView extends LessonData {
  /** the caller's progress, 0..100 */
  progress: number;
  /** linear course: an earlier required lesson is not complete */
  locked: boolean;
}

/** The answer of course/module/save. */
export interface ModuleData {
  _id: string;
  courseId: string;
  title: Localized;
  position: number;
  is_optional: boolean;
}

/** GET course/get/:id, and the answer of course/create and course/update. */
export interface CourseDetail {
  _id: string;
  title: Localized;
  description: Localized;
  langs: Language[];
  structure: CourseStructure;
  image: string | null;
  audience: CourseAudience;
  masters: string[];
  teams: string[];
  trainingType: number | null;
  status: CourseStatus;
  position: number;
  createdAt: string;
  updatedAt: string;
  /** the caller's course progress (domain rule) */
  progress: number;
  /** modular courses */
  modules: CourseModuleView[];
  /** linear courses */
  lessons: LessonView[];
}
