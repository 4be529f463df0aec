import type { Language, TsmRegionType, UserStatus, UserType } from '@academy/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { countries, distributors } from './geography.js';

export const users = pgTable(
  'users',
  {
    id: id().primaryKey(),
    type: text('type').$type<UserType>().notNull(),
    status: text('status').$type<UserStatus>().notNull(),
    name: text('name').notNull(),
    /** always stored lowercased and trimmed */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    lang: text('lang').$type<Language>(),
    avatar: text('avatar'),
    phone: text('phone'),
    dialCode: text('dial_code'),
    countryId: id('country_id').references(() => countries.id, { onDelete: 'set null' }),
    state: text('state'),
    city: text('city'),
    region: text('region'),
    /** the distributor ("master") the user belongs to; a master user is his distributor's owner */
    distributorId: id('distributor_id').references(() => distributors.id, { onDelete: 'set null' }),
    /** index into the `user_categories` setting */
    categoryIndex: integer('category_index'),
    tsmRegionType: text('tsm_region_type').$type<TsmRegionType>(),
    tsmRegions: jsonb('tsm_regions').$type<string[]>().notNull().default([]),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** when the 48-hour reminder about this undecided registration went out */
    moderationRemindedAt: timestamp('moderation_reminded_at', { withTimezone: true }),
    /** set when the person was removed: the row stays, anonymised, so reports keep the progress */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** set when his data was erased (LGPD/GDPR): removed, and his traces elsewhere gone too */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_type_status_created_idx').on(t.type, t.status, t.createdAt),
    index('users_status_created_idx').on(t.status, t.createdAt),
    // keyset paging of the user list, newest first, over all users and per type tab
    index('users_created_id_idx').on(t.createdAt, t.id),
    index('users_type_created_id_idx').on(t.type, t.createdAt, t.id),
    index('users_distributor_idx').on(t.distributorId),
    // a page's total and the tab counters count the people not removed per type and status as
    // index-only scans, never reading the table (users/list.ts): all of them (an admin) in this
    // small index (its few distinct keys are deduplicated), those of some distributors (a tsm, a
    // master) in the next
    index('users_counted_idx').on(t.type, t.status).where(sql`${t.deletedAt} is null`),
    index('users_counted_scope_idx').on(t.distributorId, t.type, t.status).where(sql`${t.deletedAt} is null`),
    index('users_country_idx').on(t.countryId),
    index('users_name_lower_idx').on(sql`lower(${t.name})`),
    // reports and who is on a learning path list people by name, then id
    index('users_name_id_idx').on(t.name, t.id),
  ],
);

/** Distributors a TSM of type BR follows. */
export const tsmDistributors = pgTable(
  'tsm_distributors',
  {
    tsmId: id('tsm_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    distributorId: id('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tsmId, t.distributorId] }),
    index('tsm_distributors_distributor_idx').on(t.distributorId),
  ],
);

/** Countries a TSM of type LAAM follows. */
export const tsmCountries = pgTable(
  'tsm_countries',
  {
    tsmId: id('tsm_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryId: id('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tsmId, t.countryId] }),
    index('tsm_countries_country_idx').on(t.countryId),
  ],
);

/**
 * A signed-in session. Only the SHA-256 of the token is kept. A simulation is a session of its
 * own: `actingAsId` names the simulated user, `userId` stays the asker, and `askerSessionId`
 * names the asker's session, which the simulation never outlives (docs/decisions/0011).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id().primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actingAsId: id('acting_as_id').references(() => users.id, { onDelete: 'cascade' }),
    /** a simulation session only: the asker's own session; deleted with it */
    askerSessionId: id('asker_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    /** a simulation session only: 'view' is read-only, 'act' lets the asker change things as that user */
    simulationMode: text('simulation_mode').$type<'view' | 'act'>(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_acting_as_idx').on(t.actingAsId),
    index('sessions_asker_session_idx').on(t.askerSessionId),
  ],
);

/**
 * A password-reset request: a 6-digit code mailed to the user (kept hashed), which locks
 * after too many wrong tries, and once verified a one-time token that allows the change.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id().primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('password_resets_token_key').on(t.resetTokenHash),
  ],
);
