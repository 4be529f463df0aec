import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { id, oneItem } from './columns.js';
import { courses } from './courses.js';
import { learningPaths } from './learning.js';
import { users } from './users.js';

/**
 * Kept figures (decision 0034): what the reports and dashboards count, summed per cell of
 * people (distributor, country, learner or staff) so that a scope reads a few rows instead of
 * every progress row. Only counted people are in a cell: enabled and not removed. Triggers of
 * migration 0016 keep them in the transaction of every write that changes them; `figures_rebuild()`
 * builds them again from scratch and `figures_differences()` lists any row that differs from a
 * count made now. No key on the distributor or country: a distributor's removal moves its people
 * out of its cells (their rows go to zero) in the same statement that would cascade.
 */
export const courseFigures = pgTable(
  'course_figures',
  {
    courseId: id('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    distributorId: id('distributor_id'),
    countryId: id('country_id'),
    /** students and fact users (the learners of the reports), or the other counted people */
    learner: boolean('learner').notNull(),
    /** people with a progress row of the course */
    enrolled: integer('enrolled').notNull().default(0),
    /** of them, those who completed it */
    completed: integer('completed').notNull().default(0),
    /** people whose course certificate is neither revoked, renewed nor found ended (`lapsed_at`) */
    certified: integer('certified').notNull().default(0),
    /** people with a best exam score in the course, and the sum of those best scores in percent */
    scored: integer('scored').notNull().default(0),
    bestSum: numeric('best_sum').notNull().default('0'),
  },
  (t) => [
    unique('course_figures_cell_key')
      .on(t.courseId, t.distributorId, t.countryId, t.learner)
      .nullsNotDistinct(),
  ],
);

/** Per calendar month (UTC) and cell of learners: the staff dashboard's charts. */
export const monthFigures = pgTable(
  'month_figures',
  {
    /** the first day of the month */
    month: date('month').notNull(),
    distributorId: id('distributor_id'),
    countryId: id('country_id'),
    /** learners whose last progress on some course falls in the month */
    active: integer('active').notNull().default(0),
    /** courses completed in the month */
    completed: integer('completed').notNull().default(0),
    /** certificates issued in the month and not revoked */
    certificates: integer('certificates').notNull().default(0),
  },
  (t) => [unique('month_figures_cell_key').on(t.month, t.distributorId, t.countryId).nullsNotDistinct()],
);

/**
 * The compliance report's figures (decision 0037): the assignments of each item (a course or a
 * learning path) per cell of counted people (distributor, country) and, in the cells that name a
 * team, of that team's members. An open assignment counts under its due day, so that "overdue" is
 * the sum of the days before today and needs no write when a day passes. Kept by migration 0017's
 * triggers on `assignments`, `users` and `team_users`.
 */
export const assignmentFigures = pgTable(
  'assignment_figures',
  {
    courseId: id('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    pathId: id('path_id').references(() => learningPaths.id, { onDelete: 'cascade' }),
    /** null: everyone of the cell; else the team whose members these are (no key: see course_figures) */
    teamId: id('team_id'),
    distributorId: id('distributor_id'),
    countryId: id('country_id'),
    /** the due day of the open assignments counted here; null for the rest and for open ones with none */
    openDueOn: date('open_due_on', { mode: 'string' }),
    /** assignments not withdrawn (a withdrawn one that was completed stays) */
    assigned: integer('assigned').notNull().default(0),
    completedOnTime: integer('completed_on_time').notNull().default(0),
    completedLate: integer('completed_late').notNull().default(0),
    /** neither completed nor withdrawn */
    open: integer('open').notNull().default(0),
  },
  (t) => [
    check('assignment_figures_one_item', oneItem(t)),
    unique('assignment_figures_cell_key')
      .on(t.courseId, t.pathId, t.teamId, t.distributorId, t.countryId, t.openDueOn)
      .nullsNotDistinct(),
  ],
);

/**
 * Who is certified for what (decision 0038): a row per counted person (enabled, not removed) and
 * course or published learning path his course certificates make him certified for, whatever the
 * instant, with when that stops; a reader keeps the rows whose end is still to come
 * (certification-status holdings.ts), so the rows need no write when time passes. A path is held
 * with a certificate of every course of it. Kept by migration 0020's triggers on `certificates`,
 * `users`, `courses`, `learning_paths` and `learning_path_courses`, from one definition
 * (`certification_holdings_of`).
 */
export const certificationHoldings = pgTable(
  'certification_holdings',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['course', 'path'] }).notNull(),
    itemId: id('item_id').notNull(),
    /** the person's distributor, so a page of distributors reads its rows by one index */
    distributorId: id('distributor_id'),
    /** the certificate's expiry (a path: the earliest of its courses'), as the reports show it; null: none */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * when it stops certifying: its expiry, or for a certificate of an earlier version of its
     * course the day after that version's deadline, whichever comes first (a path: the first of its
     * courses'); null: never
     */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'certification_holdings_pkey', columns: [t.userId, t.kind, t.itemId] }),
    index('certification_holdings_distributor_idx').on(t.distributorId, t.kind, t.itemId),
  ],
);
