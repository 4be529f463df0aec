import { dayOf } from '@academy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courses } from '../../db/schema/index.js';
import type { ScheduledJob } from '../../lib/jobs.js';

/**
 * The course certificates the kept figures still count although time has ended them: past their
 * expiry, or of an earlier version of their course once its deadline has passed (the time rules
 * of certificates' `stillCertifies`). A condition on `certificates`, read with `courses` joined.
 */
export const endedButCounted = (now: Date) =>
  sql`${certificates.kind} = 'course' and ${certificates.lapsedAt} is null and ${certificates.revokedAt} is null
    and ${certificates.renewedAt} is null
    and (${certificates.expiresAt} <= ${now}
      or (${certificates.version} < ${courses.version} and ${courses.versionDeadline} < ${dayOf(now)}::date))`;

/**
 * Marks the certificates time has ended (`lapsed_at`), which takes them out of the kept figures
 * through their trigger. Until a run marks one, the figures' readers subtract it themselves
 * (course.ts), so the figures are right at every moment and the run only keeps that work small.
 * Idempotent: two runs at once mark each certificate once. Answers how many it marked.
 */
export async function lapseEndedCertificates(db: Db, now = new Date()): Promise<number> {
  const marked = await db
    .update(certificates)
    .set({ lapsedAt: now })
    .from(courses)
    .where(sql`${courses.id} = ${certificates.courseId} and ${endedButCounted(now)}`)
    .returning({ id: certificates.id });
  return marked.length;
}

export const figureJobs = ({ db }: { db: Db }): ScheduledJob[] => [
  { name: 'certificate-lapses', cron: '*/10 * * * *', run: () => lapseEndedCertificates(db) },
];
