import {
  type SaveWebhookRequest,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookItem,
  type webhookDeliveriesQuery,
} from '@academy/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { keysetPage, keysetPlan, positionTime } from '../../lib/keyset.js';
import type { Secrets } from '../../lib/secrets.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { checkWebhookHost, RefusedAddress } from './address-guard.js';
import { WEBHOOK_CHANNEL } from './outbox.js';
import { newWebhookSecret } from './signature.js';

type Subscription = typeof webhookSubscriptions.$inferSelect;
type Delivery = typeof webhookDeliveries.$inferSelect;

/** How many deliveries of each subscription wait or were given up on, read with the list. */
const waiting = (status: 'pending' | 'failed') =>
  sql<number>`(select count(*)::int from ${webhookDeliveries} where ${webhookDeliveries.subscriptionId} = ${webhookSubscriptions.id} and ${webhookDeliveries.status} = ${status})`;

const itemOf = (row: Subscription, counts = { pending: 0, failed: 0 }): WebhookItem => ({
  _id: row.id,
  name: row.name,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  secretSet: row.secretSealed.length > 0,
  createdAt: row.createdAt.toISOString(),
  ...counts,
});

export const deliveryOf = (row: Delivery): WebhookDelivery => ({
  _id: row.id,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  error: row.lastError,
  durationMs: row.durationMs,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
});

export async function listWebhooks(db: Db): Promise<WebhookItem[]> {
  const rows = await db
    .select({ subscription: webhookSubscriptions, pending: waiting('pending'), failed: waiting('failed') })
    .from(webhookSubscriptions)
    .orderBy(desc(webhookSubscriptions.createdAt), desc(webhookSubscriptions.id));
  return rows.map((row) => itemOf(row.subscription, { pending: row.pending, failed: row.failed }));
}

/** The address must be one a delivery may reach (lib: address-guard), else the url field is refused. */
async function checkAddress(config: Config, url: string) {
  try {
    await checkWebhookHost(new URL(url).hostname, config.webhookAllowPrivate);
  } catch (error) {
    const refused = error instanceof RefusedAddress;
    throw new AppError('validation-failed', {
      url: refused ? 'validation.webhookPrivate' : 'validation.webhookHost',
    });
  }
}

export async function createWebhook(
  db: Db,
  deps: { config: Config; secrets: Secrets },
  auth: AuthContext,
  request: SaveWebhookRequest,
  ip?: string,
) {
  await checkAddress(deps.config, request.url);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookSubscriptions)
      .values({
        id: newId(),
        name: request.name,
        url: request.url,
        events: request.events,
        enabled: request.enabled ?? true,
        secretSealed: deps.secrets.seal(secret),
        createdBy: auth.user.id,
      })
      .returning();
    if (!row) throw new Error('the subscription was not stored');
    await recordAudit(tx, auth, {
      action: 'webhook.create',
      entity: 'webhook',
      entityId: row.id,
      details: { name: row.name, url: row.url, events: row.events },
      ip,
    });
    return { item: itemOf(row), secret };
  });
}

export async function updateWebhook(
  db: Db,
  config: Config,
  auth: AuthContext,
  id: string,
  request: SaveWebhookRequest,
  ip?: string,
) {
  await checkAddress(config, request.url);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookSubscriptions)
      .set({
        name: request.name,
        url: request.url,
        events: request.events,
        enabled: request.enabled ?? true,
        updatedAt: new Date(),
      })
      .where(eq(webhookSubscriptions.id, id))
      .returning();
    if (!row) throw new AppError('not-found');
    await recordAudit(tx, auth, {
      action: 'webhook.update',
      entity: 'webhook',
      entityId: id,
      details: { name: row.name, url: row.url, events: row.events, enabled: row.enabled },
      ip,
    });
    const [counts] = await tx
      .select({ pending: waiting('pending'), failed: waiting('failed') })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id));
    return itemOf(row, counts);
  });
}

export async function removeWebhook(db: Db, auth: AuthContext, id: string, ip?: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id)).returning();
    if (!row) throw new AppError('not-found');
    await recordAudit(tx, auth, {
      action: 'webhook.remove',
      entity: 'webhook',
      entityId: id,
      details: { name: row.name, url: row.url },
      ip,
    });
    return { ok: true };
  });
}

/** A ping to one subscription, queued and woken as any event is. */
export async function testWebhook(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select({ name: webhookSubscriptions.name })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id));
    if (!subscription) throw new AppError('not-found');
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        id: newId(),
        subscriptionId: id,
        eventType: WEBHOOK_TEST_EVENT,
        payload: { subscription: { _id: id, name: subscription.name } },
        nextAttemptAt: sql`now()`,
      })
      .returning();
    await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
    return deliveryOf(row as Delivery);
  });
}

/** A subscription's delivery log, newest first: the page and the filter's count, two statements. */
export async function listDeliveries(db: Db, id: string, query: z.output<typeof webhookDeliveriesQuery>) {
  const plan = keysetPlan({ createdAt: webhookDeliveries.createdAt, id: webhookDeliveries.id }, query);
  const filter = and(
    eq(webhookDeliveries.subscriptionId, id),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        delivery: webhookDeliveries,
        id: webhookDeliveries.id,
        position: positionTime(webhookDeliveries.createdAt),
      })
      .from(webhookDeliveries)
      .where(and(filter, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.limit),
    db.select({ value: count() }).from(webhookDeliveries).where(filter),
  ]);
  if (rows.length === 0 && !query.cursor) {
    const [exists] = await db
      .select({ id: webhookSubscriptions.id })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id));
    if (!exists) throw new AppError('not-found');
  }
  const page = keysetPage(plan, rows);
  return {
    items: page.rows.map((row) => deliveryOf(row.delivery)),
    total: total?.value ?? 0,
    previous: page.previous,
    next: page.next,
  };
}

/** Sends a delivery again at once: pending and due now, its tries kept counting. */
export async function resendDelivery(db: Db, auth: AuthContext, id: string, ip?: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: sql`now()`, deliveredAt: null })
      .where(eq(webhookDeliveries.id, id))
      .returning();
    if (!row) throw new AppError('not-found');
    await recordAudit(tx, auth, {
      action: 'webhook.resend',
      entity: 'webhook_delivery',
      entityId: id,
      details: { eventType: row.eventType },
      ip,
    });
    await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
    return deliveryOf(row);
  });
}
