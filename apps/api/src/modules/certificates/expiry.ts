import { CERTIFICATE_EXPIRY_NOTICE_DAYS } from '@academy/domain';
import { and, asc, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates } from '../../db/schema/index.js';
import { underJobLock } from '../housekeeping/job-lock.js';
import { notifyUsers } from '../notifications/service.js';
import { MY_CERTIFICATES_ROUTE } from './issue.js';

// In the one advisory lock space of the database, beside the seeds' and the other jobs' locks.
export const CERTIFICATE_EXPIRY_LOCK = 7_140_020;
const BATCH = 500;
const DAY_MS = 86_400_000;

/** DD/MM/YYYY, as notifications write dates (spec section 2). */
const dayOf = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

/**
 * Tells each holder, once, that his certificate ends within 30 days: the certificates that end
 * in that window, are not revoked and were not noticed yet are marked (`expiry_notice_at`) and
 * noticed in the same transaction, so a notice is never sent twice nor lost. One instance at a
 * time (advisory lock); `busy` when another is at it. Answers the number of notices sent.
 */
export function sendExpiryNotices(db: Db, now = new Date()) {
  return underJobLock(db, CERTIFICATE_EXPIRY_LOCK, async (tx) => {
    const horizon = new Date(now.getTime() + CERTIFICATE_EXPIRY_NOTICE_DAYS * DAY_MS);
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
      const claimed = await tx
        .update(certificates)
        .set({ expiryNoticeAt: now })
        .where(inArray(certificates.id, due))
        .returning({
          userId: certificates.userId,
          title: certificates.title,
          expiresAt: certificates.expiresAt,
        });
      for (const certificate of claimed) {
        const day = certificate.expiresAt ? dayOf(certificate.expiresAt) : '';
        await notifyUsers(tx, [certificate.userId], {
          type: 'certificate-expiring',
          describe: {
            en: `Your certificate "${certificate.title}" ends on ${day}`,
            pt: `Seu certificado "${certificate.title}" vence em ${day}`,
            es: `Tu certificado "${certificate.title}" vence el ${day}`,
          },
          route: MY_CERTIFICATES_ROUTE,
        });
      }
      sent += claimed.length;
      if (claimed.length < BATCH) return sent;
    }
  });
}
