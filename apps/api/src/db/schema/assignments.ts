import type { Audience } from '@academy/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneItem, updatedAt } from './columns.js';
import { courses } from './courses.js';
import { certificates, learningPaths } from './learning.js';
import { users } from './users.js';

/**
 * A rule that assigns a course or a path by itself to everyone of its audience, each due a number
 * of days after he is assigned (or on a fixed day, or never). It reaches no further than the scope
 * of the staff member who wrote it, read each time it is applied.
 */
export const assignmentRules = pgTable(
  'assignment_rules',
  {
    id: id().primaryKey(),
    name: text('name').notNull(),
    courseId: id('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    pathId: id('path_id').references(() => learningPaths.id, { onDelete: 'cascade' }),
    audience: jsonb('audience').$type<Audience>().notNull(),
    /** the fixed due day, or null */
    dueOn: date('due_on', { mode: 'string' }),
    /** days after each person is assigned, or null */
    dueDays: integer('due_days'),
    status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    createdBy: id('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('assignment_rules_one_item', oneItem(t)),
    check('assignment_rules_one_due', sql`${t.dueOn} is null or ${t.dueDays} is null`),
    index('assignment_rules_status_idx').on(t.status),
    index('assignment_rules_course_idx').on(t.courseId),
    index('assignment_rules_path_idx').on(t.pathId),
    index('assignment_rules_created_by_idx').on(t.createdBy),
  ],
);

/**
 * One person's assignment of a course or a path: by a staff member, by a rule, or as the renewal
 * of a certificate. Its state (assigned, in progress, overdue, completed, completed late,
 * withdrawn) is derived from its dates by the domain's `assignmentState`, so "who is late" reads
 * the open rows by due day from one index.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: id().primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: id('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    pathId: id('path_id').references(() => learningPaths.id, { onDelete: 'cascade' }),
    /** the rule that assigned it, if one did */
    ruleId: id('rule_id').references(() => assignmentRules.id, { onDelete: 'set null' }),
    assignedBy: id('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    dueOn: date('due_on', { mode: 'string' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** the certificate this assignment renews, for a renewal */
    certificateId: id('certificate_id').references(() => certificates.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('assignments_one_item', oneItem(t)),
    // a certificate's renewal is assigned once
    uniqueIndex('assignments_certificate_key').on(t.certificateId),
    // one open assignment of an item per person: assigning it again while it is open changes nothing
    uniqueIndex('assignments_open_course_key')
      .on(t.userId, t.courseId)
      .where(sql`${t.completedAt} is null and ${t.withdrawnAt} is null and ${t.courseId} is not null`),
    uniqueIndex('assignments_open_path_key')
      .on(t.userId, t.pathId)
      .where(sql`${t.completedAt} is null and ${t.withdrawnAt} is null and ${t.pathId} is not null`),
    // a rule assigns a person once, whatever becomes of it after (withdrawn only when he leaves the audience)
    uniqueIndex('assignments_rule_user_key')
      .on(t.ruleId, t.userId)
      .where(sql`${t.ruleId} is not null and ${t.withdrawnAt} is null`),
    // who is late, and the reminders' run: the open assignments by due day
    index('assignments_open_due_idx')
      .on(t.dueOn)
      .where(sql`${t.completedAt} is null and ${t.withdrawnAt} is null and ${t.dueOn} is not null`),
    index('assignments_user_assigned_idx').on(t.userId, t.assignedAt),
    index('assignments_rule_idx').on(t.ruleId),
    index('assignments_course_idx').on(t.courseId),
    index('assignments_path_idx').on(t.pathId),
    index('assignments_assigned_by_idx').on(t.assignedBy),
  ],
);

/** Each reminder sent for an assignment, by the domain's reminder key: never sent twice. */
export const assignmentReminders = pgTable(
  'assignment_reminders',
  {
    assignmentId: id('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.key] })],
);

/** The weekly digest of overdue people each master and tsm was sent, by ISO week (`2026-W48`): never twice. */
export const assignmentDigests = pgTable(
  'assignment_digests',
  {
    staffId: id('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.week] })],
);
