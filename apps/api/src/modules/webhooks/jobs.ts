import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import type { AppDeps } from '../../lib/deps.js';
import type { ScheduledJob, SentJob } from '../../lib/jobs.js';
import { deliverDue } from './deliver.js';
import { WEBHOOK_CHANNEL } from './outbox.js';

const DELIVERY_JOB = 'webhook-delivery';

/** Runs of one subscription's deliveries an instance works at once. */
const SUBSCRIPTIONS_AT_ONCE = 4;

/**
 * The webhook jobs: `webhook-dispatch` runs every minute (for the retries that fall due) and at
 * once when a transaction that queued deliveries commits (its notification); it sends a
 * `webhook-delivery` run per subscription with deliveries due, keyed by the subscription, so each
 * endpoint is worked by one run at a time and a slow one never holds back another.
 */
export function webhookJobs(deps: AppDeps): { scheduled: ScheduledJob[]; sent: SentJob[] } {
  const dispatch: ScheduledJob = {
    name: 'webhook-dispatch',
    cron: '* * * * *',
    wakeOn: WEBHOOK_CHANNEL,
    async run(_signal, queue) {
      const due = await rowsOf<{ id: string }>(
        deps.db,
        sql`select subscription.id from webhook_subscriptions subscription
            where subscription.enabled and exists (
              select 1 from webhook_deliveries delivery
              where delivery.subscription_id = subscription.id and delivery.status = 'pending'
                and delivery.next_attempt_at <= now())`,
      );
      for (const { id } of due) await queue.send(DELIVERY_JOB, { subscriptionId: id }, { key: id });
      return { subscriptions: due.length };
    },
  };
  const delivery: SentJob<{ subscriptionId: string }> = {
    name: DELIVERY_JOB,
    concurrency: SUBSCRIPTIONS_AT_ONCE,
    async run({ subscriptionId }, signal, queue) {
      const outcome = await deliverDue(
        deps.db,
        deps.secrets,
        subscriptionId,
        { timeoutMs: deps.config.webhookTimeoutMs, allowPrivate: deps.config.webhookAllowPrivate },
        signal,
      );
      // the pass ran out of time with deliveries due: the next run of this key takes them up
      if (outcome.moreDue) await queue.send(DELIVERY_JOB, { subscriptionId }, { key: subscriptionId });
      return outcome;
    },
  };
  return { scheduled: [dispatch], sent: [delivery as SentJob] };
}
