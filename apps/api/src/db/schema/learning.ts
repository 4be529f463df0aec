import {
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
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_progress_course_progress_idx').on(t.courseId, t.progress),
    index('course_progress_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

/** One scored sitting of an exam lesson; the score is computed on the server. */
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
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    answers: jsonb('answers').$type<{ questionId: string; answers: string[] }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
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

/** A certificate earned by completing a course, or issued by an admin from the custom generator. */
export const certificates = pgTable(
  'certificates',
  {
    id: id().primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // a certificate earned stays the learner's even if its course is deleted later
    courseId: id('course_id').references(() => courses.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'course' | 'custom'>().notNull().default('course'),
    title: text('title').notNull(),
    /** custom certificate's text fields */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    issuedBy: id('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    index('certificates_user_issued_idx').on(t.userId, t.issuedAt),
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
