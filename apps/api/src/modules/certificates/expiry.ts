import { expiryNoticeHorizon } from '@academy/domain';
import { and, asc, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { certificates, notifications } from '../../db/schema/index.js';
import type { AppDeps } from '../../lib/deps.js';
import { newIdSql } from '../../lib/ids.js';
import { underJobLock } from '../../lib/job-lock.js';
import type { ScheduledJob } from '../../lib/jobs.js';
import { queueWebhookEventsOf } from '../webhooks/index.js';
import { certificateEvents } from './events.js';
import { MY_CERTIFICATES_ROUTE } from './issue.js';

// In the one advisory lock space of the database, beside the seeds' and the other jobs' locks.
export const CERTIFICATE_EXPIRY_LOCK = 7_140_020;
const BATCH = 500;

/** The claimed certificate's end as DD/MM/YYYY (UTC), as notifications write dates (spec section 2). */
const endDay = sql`to_char(claimed.expires_at at time zone 'UTC', 'DD/MM/YYYY')`;
const quotedTitle = sql`'"' || claimed.title || '"'`;

/**
 * Tells each holder, once, that his certificate ends within 30 days: the certificates that end
 * in that window, are not revoked and were not noticed yet are marked (`expiry_notice_at`) and
 * noticed by the same statement, a batch at a time, so a notice is never sent twice nor lost and
 * a batch costs one statement however many it holds, and one more for its webhook events
 * (certificate.expiring). One instance at a time (advisory lock); `busy` when another is at it.
 * Answers the number of notices sent.
 */
export function sendExpiryNotices(db: Db, now = new Date()) {
  return underJobLock(db, CERTIFICATE_EXPIRY_LOCK, async (tx) => {
    const horizon = expiryNoticeHorizon(now);
    let sent = 0;
    for (;;) {
      const due = tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            isNotNull(certificates.expiresAt),
            isNull(certificates.revokedAt),
            isNull(certificates.expiryNoticeAt),
            gt(certificates.expiresAt, now),
            lte(certificates.expiresAt, horizon),
          ),
        )
        .orderBy(asc(certificates.expiresAt))
        .limit(BATCH);
      const claimed = await rowsOf<{ id: string }>(
        tx,
        sql`with claimed as (
          update ${certificates} set expiry_notice_at = ${now.toISOString()}::timestamptz where ${inArray(certificates.id, due)}
          returning ${certificates.id}, ${certificates.userId}, ${certificates.title}, ${certificates.expiresAt}
        ), noticed as (
          insert into ${notifications} (id, user_id, type, action, describe, route, about_id)
          select ${newIdSql}, claimed.user_id, 'certificate-expiring', '', jsonb_build_object(
            'en', 'Your certificate ' || ${quotedTitle} || ' ends on ' || ${endDay},
            'pt', 'Seu certificado ' || ${quotedTitle} || ' vence em ' || ${endDay},
            'es', 'Su certificado ' || ${quotedTitle} || ' vence el ' || ${endDay}),
            ${MY_CERTIFICATES_ROUTE}, claimed.id
          from claimed
        ) select id from claimed`,
      );
      if (claimed.length > 0)
        await queueWebhookEventsOf(
          tx,
          'certificate.expiring',
          certificateEvents(
            inArray(
              certificates.id,
              claimed.map((row) => row.id),
            ),
          ),
        );
      sent += claimed.length;
      if (claimed.length < BATCH) return sent;
    }
  });
}

/** Hourly: notices are due 30 days ahead, so an hourly pass tells everyone on the right day. */
export const certificateJobs = ({ db }: Pick<AppDeps, 'db'>): ScheduledJob[] => [
  { name: 'certificate-expiry', cron: '0 * * * *', run: () => sendExpiryNotices(db) },
];
