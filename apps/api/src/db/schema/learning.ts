import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, localized, updatedAt } from './columns.js';
import { courses, lessons, modules } from './courses.js';
import { teams } from './teams.js';
import { users } from './users.js';

/**
 * Progress is kept at three levels so that lists read one row per course:
 * lesson progress is what the player reports (0..100); module and course progress are
 * derived by the domain's progress rule and stored whenever a lesson's progress changes.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: id('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    progress: real('progress').notNull().default(0),
    /** what the player last reported: seconds watched or pages seen */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
    index('lesson_progress_lesson_idx').on(t.lessonId),
    index('lesson_progress_course_idx').on(t.courseId),
  ],
);

export const moduleProgress = pgTable(
  'module_progress',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: id('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    progress: real('progress').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId] }),
    index('module_progress_user_course_idx').on(t.userId, t.courseId),
    index('module_progress_module_idx').on(t.moduleId),
    index('module_progress_course_idx').on(t.courseId),
  ],
);

/** One row per learner and course once the learner starts it; `completedAt` is set at 99.5 %. */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    progress: real('progress').notNull().default(0),
    startedAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** when a renewal reopened the course: the exam attempts before it belong to the cycle that ended */
    cycleStartedAt: timestamp('cycle_started_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_progress_course_progress_idx').on(t.courseId, t.progress),
    index('course_progress_user_updated_idx').on(t.userId, t.updatedAt),
    // the dashboards' figures over time: learners active and courses completed per month
    index('course_progress_updated_idx').on(t.updatedAt),
    index('course_progress_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
    // who completed a course (a learning path's completers): read from the index alone
    index('course_progress_completers_idx').on(t.courseId, t.userId).where(sql`${t.completedAt} is not null`),
  ],
);

/**
 * One sitting of an exam lesson. It is `open` from its start (the questions drawn for it and
 * the order of their answers are fixed then) until it is submitted, when it is `scored` on the
 * server, once: a submission only scores an attempt that is still open. At most one attempt of
 * a learner on an exam is open at a time.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: id().primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: id('module_id').references(() => modules.id, { onDelete: 'cascade' }),
    lessonId: id('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'scored'>().notNull().default('scored'),
    /** the questions drawn for this attempt, in the order shown, each with its answers' order */
    drawn: jsonb('drawn').$type<{ questionId: string; answerIds: string[] }[]>().notNull().default([]),
    /** the attempt's deadline when the exam has a time limit */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    score: integer('score').notNull().default(0),
    total: integer('total').notNull().default(0),
    passed: boolean('passed').notNull().default(false),
    /** submitted after its deadline: recorded as failed */
    timedOut: boolean('timed_out').notNull().default(false),
    answers: jsonb('answers').$type<{ questionId: string; answers: string[] }[]>().notNull().default([]),
    /** the start of the attempt */
    createdAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('exam_attempts_one_open_key').on(t.userId, t.lessonId).where(sql`${t.status} = 'open'`),
    index('exam_attempts_user_lesson_created_idx').on(t.userId, t.lessonId, t.createdAt),
    index('exam_attempts_lesson_idx').on(t.lessonId),
    index('exam_attempts_course_idx').on(t.courseId),
    index('exam_attempts_module_idx').on(t.moduleId),
  ],
);

/** Attempts an admin granted back to one learner on one exam ("set-user-attempts"). */
export const examAttemptGrants = pgTable(
  'exam_attempt_grants',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: id('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('exam_attempt_grants_lesson_idx').on(t.lessonId),
  ],
);

/**
 * A certificate earned by completing a course (or an exam lesson that generates one), or issued
 * by an admin from the custom generator. Its status is derived, never stored: revoked once
 * `revokedAt` is set, else expired once `expiresAt` has passed, else valid.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id().primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // a certificate earned stays the learner's even if its course is deleted later
    courseId: id('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** the exam lesson that issued it, for a lesson's certificate */
    lessonId: id('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'course' | 'lesson' | 'custom'>().notNull().default('course'),
    /** what anyone checks it by: at least 80 random bits */
    code: text('code').notNull(),
    /** the learner's name and language when it was issued: what it prints */
    holderName: text('holder_name').notNull().default(''),
    lang: text('lang').$type<'en' | 'pt' | 'es'>().notNull().default('en'),
    title: text('title').notNull(),
    /** custom certificate's text fields */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    issuedBy: id('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** when the learner was told it ends within 30 days */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** when the expiry job found it ended by time (expired, or not renewed for its course's version): the kept figures stop counting it then */
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: id('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** the certificate this one renews: the chain of a holder's certificates of one course */
    renewsId: id('renews_id').references((): AnyPgColumn => certificates.id, { onDelete: 'set null' }),
    /** when a renewal replaced it: it certifies nothing more, and its holder's current one is the newer */
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    /** the version of its course it was issued for */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    // one current course certificate per holder and course; those a renewal replaced stay, renewed
    uniqueIndex('certificates_user_course_key')
      .on(t.userId, t.courseId)
      .where(sql`${t.kind} = 'course' and ${t.renewedAt} is null`),
    index('certificates_renews_idx').on(t.renewsId),
    uniqueIndex('certificates_user_lesson_key').on(t.userId, t.lessonId).where(sql`${t.kind} = 'lesson'`),
    index('certificates_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null and ${t.revokedAt} is null`),
    // the kept figures' correction: course certificates still counted that may have ended since the expiry job ran
    index('certificates_unlapsed_idx')
      .on(t.expiresAt)
      .where(
        sql`${t.kind} = 'course' and ${t.lapsedAt} is null and ${t.revokedAt} is null and ${t.renewedAt} is null`,
      ),
    index('certificates_user_issued_idx').on(t.userId, t.issuedAt),
    index('certificates_issued_idx').on(t.issuedAt),
    index('certificates_course_idx').on(t.courseId),
    index('certificates_issued_by_idx').on(t.issuedBy),
  ],
);

export const learningPaths = pgTable(
  'learning_paths',
  {
    id: id().primaryKey(),
    title: localized('title'),
    description: localized('description'),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    /** every learner sees the path; otherwise only the members of its teams */
    openToAll: boolean('open_to_all').notNull().default(false),
    /** a course of the path opens only once the one before it is complete */
    enforceOrder: boolean('enforce_order').notNull().default(false),
    createdBy: id('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('learning_paths_status_created_idx').on(t.status, t.createdAt),
    index('learning_paths_created_by_idx').on(t.createdBy),
  ],
);

export const learningPathCourses = pgTable(
  'learning_path_courses',
  {
    learningPathId: id('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.learningPathId, t.courseId] }),
    index('learning_path_courses_course_idx').on(t.courseId),
  ],
);

export const learningPathTeams = pgTable(
  'learning_path_teams',
  {
    learningPathId: id('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    teamId: id('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.learningPathId, t.teamId] }),
    index('learning_path_teams_team_idx').on(t.teamId),
  ],
);
