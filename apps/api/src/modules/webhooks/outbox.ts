import type { WebhookEvent } from '@academy/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { newIdSql } from '../../lib/ids.js';

/** The channel that wakes the webhook jobs when deliveries are queued (lib/jobs.ts, `wakeOn`). */
export const WEBHOOK_CHANNEL = 'academy_webhooks';

/** What an event is about: the person, course, certificate... as the API's calls name its fields. */
export type WebhookData = Record<string, unknown>;

/**
 * Queues an event for every enabled subscription to its type, in the caller's transaction: the
 * deliveries exist exactly when the change does, and the notification that wakes the jobs is
 * sent when it commits. One statement, whatever the number of subscriptions.
 */
export function queueWebhookEvent(db: Db | Tx, type: WebhookEvent, data: WebhookData) {
  return queueWebhookEvents(db, type, [data]);
}

/** The same event type about many things at once (a CSV import's people): still one statement. */
export async function queueWebhookEvents(db: Db | Tx, type: WebhookEvent, items: readonly WebhookData[]) {
  if (items.length === 0) return;
  await queueWebhookEventsOf(
    db,
    type,
    sql`select value from jsonb_array_elements(${JSON.stringify(items)}::jsonb)`,
  );
}

/**
 * The same event about each row `source` answers, its one column the data (jsonb), for data the
 * caller does not hold (a person's email, a course's title): read and queued in one statement.
 * `source` is a select, or an update ... returning, which then makes its change in this same
 * statement (a change and its event in one, with no transaction of their own).
 */
export async function queueWebhookEventsOf(db: Db | Tx, type: WebhookEvent, source: SQL) {
  // a change in `with` runs to its end even when no subscription reads its rows
  await db.execute(sql`
    with source (data) as (${source}),
    queued as (
      insert into webhook_deliveries (id, subscription_id, event_type, payload, next_attempt_at)
      select ${newIdSql}, subscription.id, ${type}, source.data, now()
      from webhook_subscriptions subscription, source
      where subscription.enabled and ${type} = any(subscription.events)
      returning 1
    )
    select pg_notify(${WEBHOOK_CHANNEL}, '') from (select 1 from queued limit 1) some_queued`);
}

/** A time in an event's data as JSON writes a Date (ISO 8601, UTC, milliseconds), for `source`s. */
export const webhookTime = (time: SQLWrapper) =>
  sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
