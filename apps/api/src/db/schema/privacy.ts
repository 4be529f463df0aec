import type { DataRequestKind, DataRequestStatus } from '@academy/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from './columns.js';
import { users } from './users.js';

/**
 * What a person asked of his data (an export, an erasure, a correction), who recorded it and when
 * it is due; closed by an admin with what was done. The person's row stays when he is erased
 * (pseudonymised), so the request stays as the record that the academy answered.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id().primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    status: text('status').$type<DataRequestStatus>().notNull().default('open'),
    /** what he asked, in his words */
    details: text('details').notNull().default(''),
    askedBy: id('asked_by').references(() => users.id, { onDelete: 'set null' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: id('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** what was done, or why it was refused */
    outcome: text('outcome'),
  },
  (t) => [
    index('data_requests_status_due_idx').on(t.status, t.dueAt),
    index('data_requests_user_idx').on(t.userId),
    check('data_requests_kind', sql`${t.kind} in ('export', 'erasure', 'correction')`),
    check('data_requests_status', sql`${t.status} in ('open', 'done', 'refused')`),
  ],
);

/**
 * Bytes an erasure (or a removal) left to delete from the files' store: the database forgets the
 * file in its transaction, and a job deletes the bytes, trying again until the store agrees.
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    storageKey: text('storage_key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('file_deletions_due_idx').on(t.nextAttemptAt)],
);

/** The privacy policy's versions: each published one is what people accept at their next sign-in. */
export const privacyPolicies = pgTable('privacy_policies', {
  version: integer('version').primaryKey(),
  text: localized('text'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: id('published_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Who accepted which version of the privacy policy, and when: the record the law asks for. */
export const privacyAcceptances = pgTable(
  'privacy_acceptances',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => privacyPolicies.version, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
