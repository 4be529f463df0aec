import type { Language } from '@academy/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, localized, updatedAt } from './columns.js';
import { apiTokens } from './integrations.js';
import { users } from './users.js';

/** Named settings (`max_exam_tries`, `time_wait_exam_tries`, `user_categories`, `maintenance`, mail settings). */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * A message for one user; `route` is where clicking it leads. Unread until opened, or until
 * what it asks for is settled by anyone (`aboutId` names the record it is about).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id().primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    action: text('action').notNull().default(''),
    status: text('status').$type<'read' | 'unread'>().notNull().default('unread'),
    describe: localized('describe'),
    langs: jsonb('langs').$type<Language[]>().notNull().default(['en', 'pt', 'es']),
    route: text('route'),
    aboutId: id('about_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_status_idx').on(t.userId, t.status),
    index('notifications_about_idx').on(t.aboutId, t.type).where(sql`${t.aboutId} is not null`),
  ],
);

/** An uploaded file: stored under `storageKey`, served with `mime` read from its bytes. */
export const files = pgTable(
  'files',
  {
    id: id().primaryKey(),
    ownerId: id('owner_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId), index('files_storage_key_idx').on(t.storageKey)],
);

/** Who did what; `actingAsId` is set when an admin acted while simulating another user. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id().primaryKey(),
    actorId: id('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actingAsId: id('acting_as_id').references(() => users.id, { onDelete: 'set null' }),
    /** the API token the change was made with; its name is kept in `details` should it be removed */
    apiTokenId: id('api_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull().default(''),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt),
    index('audit_log_acting_as_idx').on(t.actingAsId),
    index('audit_log_api_token_idx').on(t.apiTokenId).where(sql`${t.apiTokenId} is not null`),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // keyset paging of the audit log screen, newest first, over all entries and per action
    index('audit_log_created_id_idx').on(t.createdAt, t.id),
    index('audit_log_action_created_id_idx').on(t.action, t.createdAt, t.id),
  ],
);

/**
 * Every mail Academy sends. With `SMTP_URL` a mail is `pending` until sent; a failed try is
 * tried again at `nextAttemptAt`, and after the last try it is kept as `failed` with the
 * `error`. Without SMTP the mail stays here as `logged`, so a reset code can be read by an
 * operator.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id().primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** the body, only while it may still be sent: gone once sent or failed (lib/mail-retention.ts) */
    text: text('text'),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'logged'>().notNull().default('pending'),
    error: text('error'),
    /** tries made so far */
    attempts: integer('attempts').notNull().default(0),
    /** when a pending mail is due; while one instance is trying it, the end of that instance's claim */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_to_created_idx').on(t.to, t.createdAt),
  ],
);

/**
 * Answers of the heavy report and dashboard calls, kept a short while (decision 0013): every
 * instance reads the same ones. `key` names the call, its input and the asker's scope.
 */
export const reportCache = pgTable(
  'report_cache',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').$type<unknown>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('report_cache_expires_idx').on(t.expiresAt)],
);
