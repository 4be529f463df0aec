import {
  API_SCOPES,
  type ApiScope,
  type IdentityProviderKind,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from '@academy/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { distributors } from './geography.js';
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

/**
 * An address told of events. Its signing secret (Standard Webhooks' `whsec_…`) is kept sealed
 * with SECRETS_KEY (lib/secrets.ts): the server must read it back to sign, and no call answers it.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: id().primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: id('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_subscriptions_created_idx').on(t.createdAt, t.id)],
);

/**
 * The outbox and the delivery log in one: a row per event and subscription, written in the
 * transaction of the change the event tells of, then delivered (and retried until `next_attempt_at`
 * gives up, 24 hours on) by the webhook jobs. `id` is the delivery's `webhook-id`, the same on
 * every try, so a receiver can drop a repeat.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id().primaryKey(),
    subscriptionId: id('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** when a pending delivery is next due; a delivery being sent holds it a lease ahead */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
    // the due deliveries of a subscription, in order
    index('webhook_deliveries_due_idx')
      .on(t.subscriptionId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // a subscription's log, newest first, by keyset
    index('webhook_deliveries_log_idx').on(t.subscriptionId, t.createdAt, t.id),
  ],
);

/**
 * A single sign-on provider: OpenID Connect now (`config` holds the issuer, client id, scopes and
 * the claim mapping), SAML beside it later. `slug` makes its stable addresses
 * (/api/auth/sso/<slug>/start and /callback); `domains` are the email domains routed to it, and
 * with `requireSso` their accounts cannot sign in or reset by password. The client secret is
 * sealed (lib/secrets.ts).
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: id().primaryKey(),
    kind: text('kind').$type<IdentityProviderKind>().notNull().default('oidc'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
    requireSso: boolean('require_sso').notNull().default(false),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    clientSecretSealed: text('client_secret_sealed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identity_providers_slug_key').on(t.slug),
    check('identity_providers_kind', sql`${t.kind} in ('oidc', 'saml')`),
  ],
);

/** Who a provider's subject is here: the account it signs in to, linked once. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id().primaryKey(),
    providerId: id('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.providerId, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * A sign-in under way at a provider: its state (the row's key, also in a cookie of the browser that
 * started it), nonce and PKCE verifier, kept in the database so that any instance takes the
 * callback; used once, and worthless after `expires_at`. For SAML the nonce is the AuthnRequest's
 * ID (the answer's InResponseTo), there is no verifier, and `account_id` holds the account the
 * assertion proved until a browser holding both the state's cookie and the ACS's proof takes it.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    state: text('state').primaryKey(),
    providerId: id('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier'),
    returnTo: text('return_to'),
    accountId: id('account_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SAML: the hash of the proof the ACS gave the browser that posted the assertion */
    browserProofHash: text('browser_proof_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);

/**
 * The SAML assertions already used, by their ID, kept until they expire: an assertion played a
 * second time is refused even where its request's own check would not catch it.
 */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    providerId: id('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.assertionId] }),
    index('saml_assertions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A link a distributor's master hands out: whoever registers through it joins that distributor
 * at once, without moderation, while it is within its expiry and its uses and not revoked. Found
 * by the hash of its code; the code is also kept sealed, so its master can copy the link again.
 */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    id: id().primaryKey(),
    distributorId: id('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    codeHash: text('code_hash').notNull(),
    codeSealed: text('code_sealed').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: id('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitation_links_code_hash_key').on(t.codeHash),
    index('invitation_links_distributor_idx').on(t.distributorId, t.createdAt),
    check('invitation_links_uses', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses} and ${t.maxUses} > 0`),
  ],
);

/** Who joined through which invitation link, for its master's list. */
export const invitationJoins = pgTable(
  'invitation_joins',
  {
    linkId: id('link_id')
      .notNull()
      .references(() => invitationLinks.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.userId] }), index('invitation_joins_user_idx').on(t.userId)],
);
