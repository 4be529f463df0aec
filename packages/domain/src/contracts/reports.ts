import { z } from 'zod';
import { USER_TYPES } from '../roles.js';
import { defineCall, pageOf } from './call.js';
import { idSchema, paginationSchema, searchSchema } from './common.js';

/**
 * Reports: how the learners in the asker's scope are doing, by course and by learner. The
 * learners are students and fact users, enabled, not removed, in the asker's scope (an admin's
 * academy, a tsm's followed distributors, a master's distributor, a team leader's teams). A
 * learner is enrolled in a course once he has opened it (he has progress on it).
 */

const localizedName = z.object({ en: z.string(), pt: z.string(), es: z.string() });

/** The most courses the live figures are asked for at once: a page of the list. */
export const REPORT_REALTIME_MAX_COURSES = 50;

/** Where a learner stands in a course. */
export const REPORT_LEARNER_STATES = ['in_progress', 'completed', 'certified'] as const;
export type ReportLearnerState = (typeof REPORT_LEARNER_STATES)[number];

/**
 * Where a learner stands in a package lesson (SCORM, cmi5), from his attempts: none yet, one open
 * or ended without an outcome, completed, passed (any attempt passed, as an exam's pass counts),
 * failed (his latest attempt failed and none passed or completed).
 */
export const REPORT_PACKAGE_STATES = ['not_started', 'in_progress', 'completed', 'passed', 'failed'] as const;
export type ReportPackageState = (typeof REPORT_PACKAGE_STATES)[number];

/** The filters on the learners of a report; each narrows the scope, never widens it. */
const learnerFilters = {
  search: searchSchema,
  country: idSchema.optional(),
  distributor: idSchema.optional(),
  team: idSchema.optional(),
};

export const reportCourseListQuery = paginationSchema
  .extend({
    search: searchSchema,
    limit: z.coerce.number().int().min(1).max(REPORT_REALTIME_MAX_COURSES).default(10),
  })
  .strict();
export type ReportCourseListQuery = z.infer<typeof reportCourseListQuery>;

/** A course's figures among the asker's learners. */
export const courseFiguresSchema = z.object({
  enrolled: z.number(),
  inProgress: z.number(),
  completed: z.number(),
  /** learners holding a valid certificate of the course */
  certified: z.number(),
  /** the average of each learner's best exam score on the course, in percent, one decimal; null before any exam */
  averageScore: z.number().nullable(),
});
export type CourseFigures = z.infer<typeof courseFiguresSchema>;

export const reportCourseSchema = z.object({
  _id: z.string(),
  title: localizedName,
  status: z.enum(['draft', 'published']),
  figures: courseFiguresSchema,
});
export type ReportCourse = z.infer<typeof reportCourseSchema>;

export const reportRealtimeQuery = z.strictObject({
  /** the courses of the page on screen, comma separated */
  ids: z
    .string('validation.invalid')
    .transform((value) => value.split(','))
    .pipe(
      z.array(idSchema).min(1, 'validation.invalid').max(REPORT_REALTIME_MAX_COURSES, 'validation.invalid'),
    ),
});

export const reportRealtimeSchema = z.object({
  items: z.array(z.object({ _id: z.string(), figures: courseFiguresSchema })),
  /** when the figures were read */
  at: z.string(),
});

export const reportCourseViewQuery = paginationSchema
  .extend({ ...learnerFilters, state: z.enum(REPORT_LEARNER_STATES, 'validation.invalid').optional() })
  .strict();
export type ReportCourseViewQuery = z.infer<typeof reportCourseViewQuery>;

/** A learner's standing in one package lesson of a course, summed over his attempts. */
export const reportPackageLessonSchema = z.object({
  lessonId: z.string(),
  title: localizedName,
  status: z.enum(REPORT_PACKAGE_STATES),
  /** attempts started, the open one included */
  attempts: z.number(),
  /** his best score over his attempts in percent, one decimal; null while the package gave none */
  bestScore: z.number().nullable(),
  /** the time he spent in the package over all his attempts */
  seconds: z.number(),
  /** when the package last reported for him; null before any attempt */
  lastActivityAt: z.string().nullable(),
});
export type ReportPackageLesson = z.infer<typeof reportPackageLessonSchema>;

/** One learner in a course report. */
export const reportCourseLearnerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  /** his distributor's name */
  master: z.string().nullable(),
  progress: z.number(),
  state: z.enum(REPORT_LEARNER_STATES),
  /** exam attempts scored on the course */
  attempts: z.number(),
  /** his best exam score on the course in percent, one decimal */
  bestScore: z.number().nullable(),
  /** when his valid certificate of the course was issued */
  certifiedAt: z.string().nullable(),
  lastActivityAt: z.string(),
  /** each package lesson of the course in the course's order, started or not */
  packages: z.array(reportPackageLessonSchema),
});
export type ReportCourseLearner = z.infer<typeof reportCourseLearnerSchema>;

export const reportCourseViewSchema = z.object({
  course: reportCourseSchema,
  /** the course's package lessons in the course's order: the columns of each learner's `packages` */
  packageLessons: z.array(z.object({ _id: z.string(), title: localizedName })),
  learners: pageOf(reportCourseLearnerSchema),
});
export type ReportCourseView = z.infer<typeof reportCourseViewSchema>;

export const reportStudentListQuery = paginationSchema.extend(learnerFilters).strict();
export type ReportStudentListQuery = z.infer<typeof reportStudentListQuery>;

export const reportStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  master: z.string().nullable(),
  enrolled: z.number(),
  completed: z.number(),
  /** valid certificates */
  certificates: z.number(),
});
export type ReportStudent = z.infer<typeof reportStudentSchema>;

/** One course of a learner's report. */
export const reportStudentCourseSchema = z.object({
  _id: z.string(),
  title: localizedName,
  progress: z.number(),
  state: z.enum(REPORT_LEARNER_STATES),
  attempts: z.number(),
  bestScore: z.number().nullable(),
  certifiedAt: z.string().nullable(),
  lastActivityAt: z.string(),
  packages: z.array(reportPackageLessonSchema),
});
export type ReportStudentCourse = z.infer<typeof reportStudentCourseSchema>;

export const reportStudentViewSchema = z.object({
  student: reportStudentSchema,
  courses: z.array(reportStudentCourseSchema),
});
export type ReportStudentView = z.infer<typeof reportStudentViewSchema>;

export const reportTabsCountersSchema = z.object({ courses: z.number(), students: z.number() });

const idParams = z.strictObject({ id: idSchema });

export const reportCourseDownloadQuery = reportCourseViewQuery
  .omit({ page: true, limit: true })
  .extend({ id: idSchema });
export const reportStudentDownloadQuery = z.strictObject({ id: idSchema });
/** One row per learner and lesson of the chosen courses (all the asker may see when none is chosen). */
export const reportDetailedDownloadRequest = z.strictObject({
  courseIds: z.array(idSchema, 'validation.invalid').max(500, 'validation.invalid').default([]),
  ...learnerFilters,
});

export const reportCalls = {
  tabsCounters: defineCall({
    scope: 'reports:read',
    method: 'GET',
    path: '/report/get-tabs-counters',
    response: reportTabsCountersSchema,
    summary: 'How many courses and learners the reports of the asker cover',
  }),
  courseList: defineCall({
    scope: 'reports:read',
    method: 'GET',
    path: '/report/course-list',
    query: reportCourseListQuery,
    response: pageOf(reportCourseSchema),
    summary: "One page of the courses, by position, each with its figures among the asker's learners",
  }),
  courseListRealtime: defineCall({
    scope: 'reports:read',
    method: 'GET',
    path: '/report/course-list-realtime',
    query: reportRealtimeQuery,
    response: reportRealtimeSchema,
    summary: 'The figures of the courses named, read now: the reports list refreshes with it',
  }),
  courseView: defineCall({
    scope: 'reports:read',
    method: 'GET',
    path: '/report/course-view/:id',
    params: idParams,
    query: reportCourseViewQuery,
    response: reportCourseViewSchema,
    summary: "A course's figures and one page of its learners in the asker's scope, by name",
  }),
  studentList: defineCall({
    scope: 'reports:read',
    method: 'GET',
    path: '/report/student-list',
    query: reportStudentListQuery,
    response: pageOf(reportStudentSchema),
    summary: "One page of the asker's learners, by name, each with his courses and certificates",
  }),
  studentView: defineCall({
    scope: 'reports:read',
    method: 'GET',
    path: '/report/student-view/:id',
    params: idParams,
    response: reportStudentViewSchema,
    summary: 'One learner of the asker and every course he has opened',
  }),
  courseDownload: defineCall({
    scope: 'reports:read',
    method: 'GET',
    path: '/report/course-download',
    query: reportCourseDownloadQuery,
    response: 'file',
    summary: 'A course report as xlsx: every learner of the filter, one row each',
  }),
  studentDownload: defineCall({
    scope: 'reports:read',
    method: 'GET',
    path: '/report/student-download',
    query: reportStudentDownloadQuery,
    response: 'file',
    summary: "A learner's report as xlsx: one row per course he has opened",
  }),
  detailedDownload: defineCall({
    scope: 'reports:read',
    method: 'POST',
    path: '/report/detailed-report-download',
    body: reportDetailedDownloadRequest,
    response: 'file',
    summary: 'The detailed report as xlsx: one row per learner and lesson, written as a stream',
  }),
};
