import { z } from 'zod';
import { STAFF_TYPES, type UserType } from '../roles.js';
import { defineCall } from './call.js';
import { myCertificateSchema } from './courses.js';
import { learningPathProgressSchema } from './learning-paths.js';

/** Who sees the learner's dashboard (his own courses, paths and certificates). */
export const DASHBOARD_LEARNER_TYPES = ['student', 'fact'] as const satisfies readonly UserType[];
/** Who sees the figures of the people of his scope. */
export const DASHBOARD_STAFF_TYPES = STAFF_TYPES;

/** How many of each list the learner's dashboard shows; the full lists are a link away. */
export const DASHBOARD_LIMITS = {
  courses: 6,
  paths: 6,
  recentCertificates: 3,
  endingCertificates: 10,
} as const;
/** The staff's charts cover this many calendar months (UTC), the current one last. */
export const DASHBOARD_MONTHS = 12;

const localizedName = z.object({ en: z.string(), pt: z.string(), es: z.string() });

/** The lesson a learner takes next in a course: its module, for the lesson view's address. */
export const dashboardLessonSchema = z.object({
  _id: z.string(),
  moduleId: z.string().nullable(),
  title: localizedName,
});

/**
 * A course the learner started and has not completed (the course list's "in progress"), with
 * his stored progress and the next lesson: the first required lesson, in the course view's
 * order, he has not completed; null when none is left (the course's progress is then catching up).
 */
export const dashboardCourseSchema = z.object({
  _id: z.string(),
  title: localizedName,
  image: z.string().nullable(),
  progress: z.number(),
  nextLesson: dashboardLessonSchema.nullable(),
  /** when he last made progress on it */
  updatedAt: z.string(),
});
export type DashboardCourse = z.infer<typeof dashboardCourseSchema>;

/** A learning path given to the learner, with his progress (the learning paths' one rule). */
export const dashboardPathSchema = z.object({
  _id: z.string(),
  title: localizedName,
  progress: learningPathProgressSchema,
});
export type DashboardPath = z.infer<typeof dashboardPathSchema>;

export const learnerDashboardSchema = z.object({
  /** the courses in progress, the last one worked on first, at most DASHBOARD_LIMITS.courses */
  courses: z.array(dashboardCourseSchema),
  /** how many courses he has in progress in all */
  coursesInProgress: z.number(),
  /** his paths, those not completed first, newest first, at most DASHBOARD_LIMITS.paths */
  paths: z.array(dashboardPathSchema),
  pathsTotal: z.number(),
  /** his latest certificates, whatever their status */
  recentCertificates: z.array(myCertificateSchema),
  /** his valid certificates that end within CERTIFICATE_EXPIRY_NOTICE_DAYS, the soonest first */
  endingCertificates: z.array(myCertificateSchema),
});
export type LearnerDashboard = z.infer<typeof learnerDashboardSchema>;

/** The figures of one calendar month (UTC) over the learners of the asker's scope. */
export const dashboardMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** learners who made progress on a course that month (their course's last progress fell in it) */
  activeLearners: z.number(),
  /** courses completed that month */
  completions: z.number(),
  /** certificates issued that month */
  certificates: z.number(),
});
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;

/**
 * The key figures of the asker's scope: its learners (students and fact users, enabled, not
 * removed), this month's figures, the registrations waiting for an answer, and the last
 * DASHBOARD_MONTHS months, oldest first (the current month last, equal to `thisMonth`).
 */
export const staffDashboardSchema = z.object({
  learners: z.number(),
  thisMonth: dashboardMonthSchema,
  pendingRegistrations: z.number(),
  months: z.array(dashboardMonthSchema),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

export const dashboardCalls = {
  learner: defineCall({
    method: 'GET',
    path: '/dashboard/learner',
    response: learnerDashboardSchema,
    summary:
      "The asker's courses in progress with their next lesson, his learning paths and his recent and ending certificates",
  }),
  staff: defineCall({
    scope: 'reports:read',
    method: 'GET',
    path: '/dashboard/staff',
    response: staffDashboardSchema,
    summary:
      "Key figures of the asker's scope: active learners, completions and certificates per month, pending registrations",
  }),
};
