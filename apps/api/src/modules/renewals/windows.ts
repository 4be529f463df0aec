import type { CourseStructure } from '@academy/domain';
import { dayOf } from '@academy/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { assignments, certificates, courses, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../lib/deps.js';
import { underJobLock } from '../../lib/job-lock.js';
import type { ScheduledJob } from '../../lib/jobs.js';
import { assignRenewal } from '../assignments/index.js';
import { reopenPart } from '../progress/index.js';

// In the one advisory lock space of the database, beside the seeds' and the other jobs' locks.
export const RENEWAL_WINDOWS_LOCK = 7_140_050;
const BATCH = 200;

interface DueRenewal {
  id: string;
  userId: string;
  courseId: string;
  structure: CourseStructure;
  /** the day the certificate ends (UTC), when the renewal is due */
  endsOn: string;
}

/**
 * The current certificates whose renewal window is open today and whose renewal was not assigned
 * yet: the window opens the course's `renewal_window_days` before the certificate's last day (the
 * domain's `renewalOpensOn`) and lasts until it ends. Their holders can still learn (enabled, not
 * removed). A batch at a time, those ending soonest first.
 */
const dueRenewals = (db: Db | Tx, now: Date) =>
  rowsOf<DueRenewal>(
    db,
    sql`select ${certificates.id} as id, ${certificates.userId} as "userId", ${certificates.courseId} as "courseId",
        ${courses.structure} as structure, ((${certificates.expiresAt} at time zone 'UTC')::date)::text as "endsOn"
      from ${certificates}
      join ${courses} on ${courses.id} = ${certificates.courseId}
      join ${users} on ${users.id} = ${certificates.userId}
      where ${certificates.kind} = 'course' and ${certificates.revokedAt} is null and ${certificates.renewedAt} is null
        and ${certificates.expiresAt} > ${now.toISOString()}::timestamptz
        and ${courses.renewalWindowDays} is not null
        and (${certificates.expiresAt} at time zone 'UTC')::date - ${courses.renewalWindowDays} <= ${dayOf(now)}::date
        and ${users.status} = 'enabled' and ${users.deletedAt} is null
        and not exists (select 1 from ${assignments} where ${assignments.certificateId} = ${certificates.id})
      order by ${certificates.expiresAt}, ${certificates.id}
      limit ${BATCH}`,
  );

/**
 * Opens the renewals whose window came: each holder is assigned the renewal, due on the day his
 * certificate ends (assignment reminders follow), and the renewal part of the course is open to
 * him again. One instance at a time (advisory lock); `busy` when another is at it. Answers how many
 * renewals were opened.
 */
export function openRenewals(db: Db, now = new Date()) {
  return underJobLock(db, RENEWAL_WINDOWS_LOCK, async (tx) => {
    let opened = 0;
    for (;;) {
      const due = await dueRenewals(tx, now);
      for (const renewal of due) {
        await assignRenewal(tx, {
          userId: renewal.userId,
          courseId: renewal.courseId,
          certificateId: renewal.id,
          dueOn: renewal.endsOn,
        });
        await reopenPart(tx, renewal.userId, renewal.courseId, renewal.structure, 'renewal-part');
      }
      opened += due.length;
      if (due.length < BATCH) return opened;
    }
  });
}

/** Hourly: a window opens on a day, so an hourly pass opens each on that day. */
export const renewalJobs = ({ db }: Pick<AppDeps, 'db'>): ScheduledJob[] => [
  { name: 'renewal-windows', cron: '20 * * * *', run: () => openRenewals(db) },
];
