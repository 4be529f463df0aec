import { dayOf } from '@academy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courses } from '../../db/schema/index.js';
import type { ScheduledJob } from '../../lib/jobs.js';

/** The course certificates the kept figures count (migration 0016), as a condition on `certificates`. */
export const stillCounted = sql`${certificates.kind} = 'course' and ${certificates.lapsedAt} is null
  and ${certificates.revokedAt} is null and ${certificates.renewedAt} is null`;

/** Past its expiry at `now` (the partial index certificates_unlapsed_idx finds the counted ones). */
export const expiredBy = (now: Date) => sql`${certificates.expiresAt} <= ${now}`;

/** Of an earlier version of its course, whose deadline has passed at `now`: read with `courses` joined. */
export const versionEndedBy = (now: Date) =>
  sql`${certificates.version} < ${courses.version} and ${courses.versionDeadline} < ${dayOf(now)}::date`;

/**
 * Marks the counted certificates time has ended (`lapsed_at`): past their expiry, or of an earlier
 * version of their course once its deadline has passed (the time rules of certificates'
 * `stillCertifies`). Their trigger takes them out of the kept figures. Until a run marks one, the figures' readers subtract it themselves
 * (course.ts), so the figures are right at every moment and the run only keeps that work small.
 * Idempotent: two runs at once mark each certificate once. Answers how many it marked.
 */
export async function lapseEndedCertificates(db: Db, now = new Date()): Promise<number> {
  const marked = await db
    .update(certificates)
    .set({ lapsedAt: now })
    .from(courses)
    .where(
      sql`${courses.id} = ${certificates.courseId} and ${stillCounted} and (${expiredBy(now)} or ${versionEndedBy(now)})`,
    )
    .returning({ id: certificates.id });
  return marked.length;
}

export const figureJobs = ({ db }: { db: Db }): ScheduledJob[] => [
  { name: 'certificate-lapses', cron: '*/10 * * * *', run: () => lapseEndedCertificates(db) },
];
