import type { PackageStanding } from '@academy/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examAttemptGrants, lessons, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { attemptsLeft, latestAttempt, standingOf } from './attempts.js';

/**
 * Sets the attempts a learner has left at a package lesson from now on, as an exam's grant does
 * (the grant's time is where counting starts again). Answers his latest attempt's standing, or
 * null when he never started one.
 */
export async function grantAttempts(
  db: Db,
  input: { userId: string; lessonId: string; attempts: number },
): Promise<PackageStanding | null> {
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, input.lessonId), eq(lessons.kind, 'package')));
  const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!lesson || !learner) throw new AppError('not-found');
  await db
    .insert(examAttemptGrants)
    .values({ userId: input.userId, lessonId: input.lessonId, attempts: input.attempts })
    .onConflictDoUpdate({
      target: [examAttemptGrants.userId, examAttemptGrants.lessonId],
      set: { attempts: input.attempts, updatedAt: sql`clock_timestamp()` },
    });
  const latest = await latestAttempt(db, input.userId, input.lessonId);
  return latest ? standingOf(latest, await attemptsLeft(db, input.userId, input.lessonId)) : null;
}
