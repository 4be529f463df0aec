import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import type { ScheduledJob } from './jobs.js';
import { CLAIM_MS, type Mailer, type OutboxMail } from './mail.js';
import { forgetOldMail } from './mail-retention.js';

/**
 * Claims the mail most overdue for another try, in one statement: a row another instance is
 * claiming right now is skipped (SKIP LOCKED), and a claimed row is not due again for
 * CLAIM_MS, so no two instances ever try the same mail. One at a time, so the claim covers
 * exactly one try however slow the SMTP server is.
 */
export async function claimDueMail(db: Db, now: Date): Promise<OutboxMail | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now), isNotNull(mailOutbox.text)),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      attempts: mailOutbox.attempts,
    });
  // a pending mail always has its body: the claim's condition says so
  return claimed ? { ...claimed, text: claimed.text ?? '' } : undefined;
}

/** Tries again every mail that is due, until none is or `signal` says stop; returns how many. */
export async function retryDueMail(
  db: Db,
  mailer: Mailer,
  options: { signal?: AbortSignal; clock?: () => Date } = {},
) {
  const clock = options.clock ?? (() => new Date());
  let tried = 0;
  while (!options.signal?.aborted) {
    const now = clock();
    const mail = await claimDueMail(db, now);
    if (!mail) break;
    await mailer.retry(mail, now);
    tried++;
  }
  return tried;
}

/**
 * The outbox's retries, every minute: a mail's first retry comes within a minute of its one-minute
 * wait; and what the outbox no longer needs goes every hour (lib/mail-retention.ts).
 */
export const mailJobs = (db: Db, mailer: Mailer): ScheduledJob[] => [
  { name: 'mail-retries', cron: '* * * * *', run: (signal) => retryDueMail(db, mailer, { signal }) },
  { name: 'mail-retention', cron: '17 * * * *', run: () => forgetOldMail(db) },
];
