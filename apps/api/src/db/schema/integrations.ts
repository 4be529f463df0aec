import { API_SCOPES, type ApiScope } from '@academy/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './users.js';

/**
 * A service token an admin made for another system. It reaches the calls its scopes open, with
 * the rights of the admin who made it (`createdBy`): it stops when he is no longer an enabled
 * admin. Kept as its SHA-256 only; `last_used_at` is touched at most once a minute.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id().primaryKey(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
    createdBy: id('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_created_idx').on(t.createdAt, t.id),
    index('api_tokens_created_by_idx').on(t.createdBy),
    // at least one scope, each one the product knows
    check(
      'api_tokens_known_scopes',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array[${sql.raw(API_SCOPES.map((scope) => `'${scope}'`).join(','))}]::text[]`,
    ),
  ],
);
