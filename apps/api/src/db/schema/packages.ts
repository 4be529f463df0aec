import type { PackageStandard, PackageUnit, UnitOutcome } from '@academy/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { createdAt, id, updatedAt } from './columns.js';
import { courses, lessons } from './courses.js';
import { users } from './users.js';

/**
 * An uploaded SCORM or cmi5 package, checked and unpacked: its files are in the store under
 * `packages/<id>/<n>` (a key of ours: the package's own paths may hold any character), named in
 * `lesson_package_files`. A lesson points to one package per language (content.package).
 */
export const lessonPackages = pgTable(
  'lesson_packages',
  {
    id: id().primaryKey(),
    standard: text('standard').$type<PackageStandard>().notNull(),
    /** the manifest's title of its course or organization */
    title: text('title').notNull().default(''),
    units: jsonb('units').$type<PackageUnit[]>().notNull().default([]),
    files: integer('files').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    uploadedBy: id('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'lesson_packages_standard',
      sql`${t.standard} in ('scorm12', 'scorm2004-3', 'scorm2004-4', 'cmi5')`,
    ),
  ],
);

/** A package's files: the path the package asks for and the key its bytes are stored under. */
export const lessonPackageFiles = pgTable(
  'lesson_package_files',
  {
    packageId: id('package_id')
      .notNull()
      .references(() => lessonPackages.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    key: text('key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.path] })],
);

/**
 * A learner's attempt at a package lesson. It stays open until the package reports an end
 * (passed, failed, or completed when it gives no success); `completion`, `success`, `score` and
 * `seconds` sum up its units for progress and reports. At most one attempt is open per learner
 * and lesson; a failed one closes it, and another is started as the exam attempts' limit allows.
 */
export const packageAttempts = pgTable(
  'package_attempts',
  {
    id: id().primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: id('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    packageId: id('package_id')
      .notNull()
      .references(() => lessonPackages.id, { onDelete: 'cascade' }),
    /** cmi5's registration: a UUID every statement of the attempt carries */
    registration: text('registration').notNull(),
    completion: text('completion')
      .$type<'unknown' | 'incomplete' | 'completed'>()
      .notNull()
      .default('unknown'),
    success: text('success').$type<'unknown' | 'passed' | 'failed'>().notNull().default('unknown'),
    /** 0..100, the package's scaled score; null when it gave none */
    score: real('score'),
    /** the time the learner spent in it, as the package reported */
    seconds: integer('seconds').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('package_attempts_one_open_key').on(t.userId, t.lessonId).where(sql`${t.endedAt} is null`),
    index('package_attempts_user_lesson_idx').on(t.userId, t.lessonId, t.createdAt),
    index('package_attempts_lesson_idx').on(t.lessonId),
    index('package_attempts_course_idx').on(t.courseId),
    index('package_attempts_package_idx').on(t.packageId),
    check('package_attempts_completion', sql`${t.completion} in ('unknown', 'incomplete', 'completed')`),
    check('package_attempts_success', sql`${t.success} in ('unknown', 'passed', 'failed')`),
    check('package_attempts_score', sql`${t.score} between 0 and 100`),
  ],
);

/**
 * What the runtime keeps of one unit in an attempt: SCORM's cmi data model as the runtime
 * committed it (location, suspend data, statuses, score, interactions), or a cmi5 unit's state
 * documents. Read back to resume, on any device.
 */
export const packageUnitData = pgTable(
  'package_unit_data',
  {
    attemptId: id('attempt_id')
      .notNull()
      .references(() => packageAttempts.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The unit's outcome as read from `cmi` when it was kept, so a commit sums the attempt's units
     * without reading each one's data again; null where none was read yet (a cmi5 unit that only
     * kept state documents, a unit kept before this column), whose `cmi` then tells.
     */
    outcome: jsonb('outcome').$type<UnitOutcome>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.unitId] })],
);

/**
 * One launch of a cmi5 assignable unit: the session its statements must name, and the hash of the
 * auth token its fetch URL hands out once.
 */
export const cmi5Sessions = pgTable(
  'cmi5_sessions',
  {
    id: id().primaryKey(),
    /** the statements' context.extensions session id (a UUID) */
    sessionId: text('session_id').notNull(),
    attemptId: id('attempt_id')
      .notNull()
      .references(() => packageAttempts.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    /** sha-256 of the auth token; null until the fetch URL was called */
    tokenHash: text('token_hash'),
    /** the fetch URL answers once: the secret it checks, hashed */
    fetchHash: text('fetch_hash').notNull(),
    /** the cmi5 verbs taken so far in this session, in order */
    verbs: jsonb('verbs').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cmi5_sessions_session_key').on(t.sessionId),
    uniqueIndex('cmi5_sessions_token_key').on(t.tokenHash),
    index('cmi5_sessions_attempt_idx').on(t.attemptId),
  ],
);

/** The cmi5 statements a session sent, as stored: the record of what the unit reported. */
export const cmi5Statements = pgTable(
  'cmi5_statements',
  {
    /** the statement's own id (a UUID), given by the unit or by us */
    id: text('id').primaryKey(),
    sessionId: id('session_id')
      .notNull()
      .references(() => cmi5Sessions.id, { onDelete: 'cascade' }),
    verb: text('verb').notNull(),
    statement: jsonb('statement').$type<Record<string, unknown>>().notNull(),
    storedAt: createdAt(),
  },
  (t) => [index('cmi5_statements_session_idx').on(t.sessionId)],
);
