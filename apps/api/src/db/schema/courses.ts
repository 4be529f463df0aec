import type { Language, LessonKind } from '@academy/domain';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, type Localized, localized, updatedAt } from './columns.js';
import { distributors, partnerTiers } from './geography.js';
import { teams } from './teams.js';
import { users } from './users.js';

/** Admin-kept list of training types; ids are renumbered from 0 when one is removed. */
export const trainingTypes = pgTable('training_types', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});

/**
 * A course: `structure` linear (lessons in order) or modular (modules of lessons);
 * `audience` all, chosen distributors (`course_distributors`) or chosen teams (`course_teams`);
 * `status` draft (authors only) or published.
 */
export const courses = pgTable(
  'courses',
  {
    id: id().primaryKey(),
    title: localized('title'),
    description: localized('description'),
    langs: jsonb('langs').$type<Language[]>().notNull().default(['en', 'pt', 'es']),
    structure: text('structure').$type<'linear' | 'modular'>().notNull().default('linear'),
    image: text('image'),
    audience: text('audience').$type<'all' | 'masters' | 'teams'>().notNull().default('all'),
    trainingTypeId: integer('training_type_id'),
    /** months a certificate of this course stays valid; null: for ever */
    certificateValidityMonths: integer('certificate_validity_months'),
    /**
     * days before a certificate of this course ends that its holder is assigned the renewal (the
     * renewal part of the course again, due on that end); null: no renewal
     */
    renewalWindowDays: integer('renewal_window_days'),
    /** the course's version: 1 until an admin publishes a new one with the modules that changed */
    version: integer('version').notNull().default(1),
    /** the day holders of a certificate of an earlier version must take the changed modules by */
    versionDeadline: date('version_deadline', { mode: 'string' }),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    position: integer('position').notNull().default(0),
    createdBy: id('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_status_position_idx').on(t.status, t.position),
    index('courses_created_by_idx').on(t.createdBy),
  ],
);

export const courseDistributors = pgTable(
  'course_distributors',
  {
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    distributorId: id('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.distributorId] }),
    index('course_distributors_distributor_idx').on(t.distributorId),
  ],
);

export const courseTeams = pgTable(
  'course_teams',
  {
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    teamId: id('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.teamId] }), index('course_teams_team_idx').on(t.teamId)],
);

export const modules = pgTable(
  'modules',
  {
    id: id().primaryKey(),
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: localized('title'),
    position: integer('position').notNull().default(0),
    isOptional: boolean('is_optional').notNull().default(false),
    /** taken again to renew a certificate of the course; when no module is, the whole course is */
    renewalPart: boolean('renewal_part').notNull().default(false),
    /** the course version that changed it last (null: unchanged since version 1) */
    changedInVersion: integer('changed_in_version'),
    createdAt: createdAt(),
  },
  (t) => [index('modules_course_position_idx').on(t.courseId, t.position)],
);

/** Per-language file references of a lesson (a pdf, an uploaded video). */
export type LocalizedFile = Partial<Record<Language, string>>;
export interface LessonContent {
  /** hosted video URL (YouTube, Vimeo) or an uploaded mp4, per language */
  video?: LocalizedFile;
  pdf?: LocalizedFile;
  /** a package lesson's package id per language (lesson_packages) */
  package?: LocalizedFile;
}
export interface LessonMaterial {
  title: Localized;
  files: LocalizedFile;
}

/** A lesson of a course; in a modular course it sits in a module, in a linear one `moduleId` is null. */
export const lessons = pgTable(
  'lessons',
  {
    id: id().primaryKey(),
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: id('module_id').references(() => modules.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LessonKind>().notNull(),
    title: localized('title'),
    description: localized('description'),
    content: jsonb('content').$type<LessonContent>().notNull().default({}),
    materials: jsonb('materials').$type<LessonMaterial[]>().notNull().default([]),
    /** correct answers needed to pass an exam lesson */
    minQuestions: integer('min_questions'),
    /** questions drawn at random for each attempt of an exam; null: all of them */
    questionsPerAttempt: integer('questions_per_attempt'),
    /** minutes an attempt of an exam may take, counted by the server; null: no limit */
    timeLimitMinutes: integer('time_limit_minutes'),
    generateCertificate: boolean('generate_certificate').notNull().default(false),
    isOptional: boolean('is_optional').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lessons_course_position_idx').on(t.courseId, t.position),
    index('lessons_module_position_idx').on(t.moduleId, t.position),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id().primaryKey(),
    lessonId: id('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    type: text('type').$type<'single' | 'multiple'>().notNull(),
    title: localized('title'),
    image: jsonb('image').$type<LocalizedFile>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('questions_lesson_position_idx').on(t.lessonId, t.position)],
);

export const answers = pgTable(
  'answers',
  {
    id: id().primaryKey(),
    questionId: id('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: localized('text'),
    isCorrect: boolean('is_correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('answers_question_position_idx').on(t.questionId, t.position)],
);

/** One learner's rating of one lesson (1 to 5). */
export const ratings = pgTable(
  'ratings',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: id('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('ratings_lesson_idx').on(t.lessonId)],
);

/**
 * What a tier asks of each of its distributors: at least `people` of its people certified for a
 * product line (a training type: any course of that type).
 */
export const tierRequirements = pgTable(
  'tier_requirements',
  {
    tierId: id('tier_id')
      .notNull()
      .references(() => partnerTiers.id, { onDelete: 'cascade' }),
    trainingTypeId: integer('training_type_id')
      .notNull()
      .references(() => trainingTypes.id, { onDelete: 'cascade' }),
    people: integer('people').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tierId, t.trainingTypeId] }),
    index('tier_requirements_training_type_idx').on(t.trainingTypeId),
  ],
);
