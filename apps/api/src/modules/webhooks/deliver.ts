import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import type { Secrets } from '../../lib/secrets.js';
import { type PostOptions, postWebhook } from './post.js';
import { nextAttemptAt } from './retry-plan.js';
import { webhookHeaders } from './signature.js';

/** How many deliveries a pass claims at once, and sends at once to one endpoint. */
const BATCH = 50;
const AT_ONCE = 8;
/** A claimed delivery is held this long: should its pass die, another takes it up after. */
const LEASE_SECONDS = 120;
/** A pass ends after this long, so other subscriptions' runs get the worker in turn. */
const PASS_MS = 20_000;

export interface PassOutcome {
  delivered: number;
  failed: number;
  /** the endpoint failed a whole batch: it is left alone until the next turn */
  paused: boolean;
  /** deliveries are due now still (the pass ran out of time) */
  moreDue: boolean;
}

interface Claimed {
  id: string;
  event_type: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: string | Date;
}

/**
 * One pass over a subscription's due deliveries: claimed a batch at a time (`SKIP LOCKED`, so two
 * instances never send one delivery at once), sent a few at a time, their outcomes written in one
 * statement per batch. An endpoint that fails a whole batch is not tried further in this pass:
 * a dead one costs one batch per turn, and never holds back another subscription's run.
 */
export async function deliverDue(
  db: Db,
  secrets: Secrets,
  subscriptionId: string,
  options: PostOptions,
  signal?: AbortSignal,
): Promise<PassOutcome> {
  const outcome: PassOutcome = { delivered: 0, failed: 0, paused: false, moreDue: false };
  const [subscription] = await db
    .select({
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secretSealed,
      enabled: webhookSubscriptions.enabled,
    })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, subscriptionId));
  if (!subscription?.enabled) return outcome;
  const secret = secrets.open(subscription.secret);
  const ends = Date.now() + PASS_MS;

  while (!signal?.aborted) {
    if (Date.now() > ends) {
      outcome.moreDue = await anyDue(db, subscriptionId);
      break;
    }
    const claimed = await claim(db, subscriptionId);
    if (claimed.length === 0) break;
    const results = await sendAll(claimed, (delivery) => {
      const sentAt = new Date();
      const body = JSON.stringify({
        type: delivery.event_type,
        timestamp: new Date(delivery.created_at).toISOString(),
        data: delivery.payload,
      });
      return postWebhook(subscription.url, body, webhookHeaders(secret, delivery.id, sentAt, body), options);
    });
    await record(db, claimed, results);
    const failures = results.filter((result) => !result.ok).length;
    outcome.delivered += results.length - failures;
    outcome.failed += failures;
    if (failures === results.length) {
      outcome.paused = true;
      break;
    }
  }
  return outcome;
}

const anyDue = async (db: Db, subscriptionId: string) =>
  (
    await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.subscriptionId, subscriptionId),
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(1)
  ).length > 0;

/** The next due deliveries of the subscription, held for this pass by moving their time a lease ahead. */
function claim(db: Db, subscriptionId: string) {
  return rowsOf<Claimed>(
    db,
    sql`update webhook_deliveries claimed
        set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
        from (
          select id from webhook_deliveries
          where subscription_id = ${subscriptionId} and status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${BATCH}
          for update skip locked
        ) due
        where claimed.id = due.id
        returning claimed.id, claimed.event_type, claimed.payload, claimed.attempts, claimed.created_at`,
  );
}

/** Runs `send` over every delivery, `AT_ONCE` at a time, keeping their order in the results. */
async function sendAll<T, R>(items: readonly T[], send: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await send(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

/**
 * Writes a batch's outcomes in one statement: delivered, due again later, or given up on. The
 * outcomes' id is typed as the table's (char(24)): as text, the primary key could not be used and
 * every batch scanned the whole table.
 */
async function record(
  db: Db,
  claimed: readonly Claimed[],
  results: readonly Awaited<ReturnType<typeof postWebhook>>[],
) {
  const now = new Date();
  const rows = claimed.map((delivery, index) => {
    const result = results[index] as Awaited<ReturnType<typeof postWebhook>>;
    const attempts = delivery.attempts + 1;
    const retryAt = result.ok ? null : nextAttemptAt(new Date(delivery.created_at), attempts, now);
    return {
      id: delivery.id,
      status: result.ok ? 'delivered' : retryAt ? 'pending' : 'failed',
      next: retryAt?.toISOString() ?? null,
      code: result.status,
      error: result.error,
      ms: result.durationMs,
    };
  });
  await db.execute(sql`
    update webhook_deliveries delivery
    set status = outcome.status,
        attempts = delivery.attempts + 1,
        next_attempt_at = outcome.next,
        last_attempt_at = ${now.toISOString()}::timestamptz,
        response_status = outcome.code,
        last_error = outcome.error,
        duration_ms = outcome.ms,
        delivered_at = case when outcome.status = 'delivered' then ${now.toISOString()}::timestamptz end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as outcome(id char(24), status text, next timestamptz, code int, error text, ms int)
    where delivery.id = outcome.id`);
}
