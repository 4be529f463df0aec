import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../lib/deps.js';
import { underJobLock } from '../../lib/job-lock.js';
import type { ScheduledJob } from '../../lib/jobs.js';
import { staffOver } from '../../lib/scope.js';
import { configuredSiteOrigin } from '../../lib/site-address.js';
import { noticeRow, queueMails, reminderMail, reminderNotice } from '../notifications/index.js';

// In the one advisory lock space of the database, beside the other jobs' locks.
export const REGISTRATION_REMINDER_LOCK = 7_140_030;
/** A registration undecided this long reminds the people who may answer it, once. */
const REMINDER_AFTER_MS = 48 * 60 * 60_000;
// Registrations per batch: with every admin, master and tsm over each, a batch's rows stay well
// within a statement's parameters.
const BATCH = 50;
const ROWS_PER_INSERT = 1_000;

const registration = alias(users, 'registration');
const staff = alias(users, 'staff');

const inChunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, i) =>
    rows.slice(i * ROWS_PER_INSERT, (i + 1) * ROWS_PER_INSERT),
  );

/**
 * Reminds, once, everyone who may answer a registration left pending for 48 hours (the admins,
 * the distributor's masters and the tsms who follow it): a notification and a mail each. The
 * registrations are marked (`moderation_reminded_at`) in the same transaction as the reminders
 * are written, a batch at a time, so a reminder is never sent twice nor lost; the mails go out
 * through the outbox once it commits. One instance at a time (advisory lock); `busy` when
 * another is at it. Answers the number of registrations reminded.
 */
export function sendRegistrationReminders(db: Db, now = new Date()) {
  return underJobLock(db, REGISTRATION_REMINDER_LOCK, async (tx) => {
    const waitingSince = new Date(now.getTime() - REMINDER_AFTER_MS);
    const origin = await configuredSiteOrigin(tx);
    let reminded = 0;
    for (;;) {
      const due = tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.status, 'pending'),
            isNull(users.deletedAt),
            isNull(users.moderationRemindedAt),
            lte(users.createdAt, waitingSince),
          ),
        )
        .orderBy(asc(users.createdAt))
        .limit(BATCH);
      const claimed = await tx
        .update(users)
        .set({ moderationRemindedAt: now })
        .where(inArray(users.id, due))
        .returning({ id: users.id, name: users.name, email: users.email });
      if (claimed.length === 0) return reminded;

      const recipients = await tx
        .select({ registrationId: registration.id, id: staff.id, email: staff.email, lang: staff.lang })
        .from(registration)
        .innerJoin(staff, staffOver(registration.distributorId, staff))
        .where(
          and(
            inArray(
              registration.id,
              claimed.map((row) => row.id),
            ),
            eq(staff.status, 'enabled'),
            isNull(staff.deletedAt),
          ),
        );
      const byId = new Map(claimed.map((row) => [row.id, row]));
      const reminders = recipients.flatMap((recipient) => {
        const waiting = byId.get(recipient.registrationId);
        return waiting ? [{ recipient, waiting, notice: reminderNotice(waiting) }] : [];
      });
      for (const rows of inChunks(reminders))
        await tx
          .insert(notifications)
          .values(rows.map(({ recipient, notice }) => noticeRow(recipient.id, notice)));
      for (const rows of inChunks(reminders))
        await queueMails(
          tx,
          rows.map(({ recipient, waiting }) => reminderMail(recipient, waiting, origin)),
        );
      reminded += claimed.length;
      if (claimed.length < BATCH) return reminded;
    }
  });
}

/** Every quarter of an hour: a registration is reminded of within 15 minutes of its 48 hours. */
export const userJobs = ({ db }: Pick<AppDeps, 'db'>): ScheduledJob[] => [
  { name: 'registration-reminders', cron: '*/15 * * * *', run: () => sendRegistrationReminders(db) },
];
