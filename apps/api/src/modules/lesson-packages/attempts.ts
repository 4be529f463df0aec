import { randomUUID } from 'node:crypto';
import type { Language, PackageStanding } from '@academy/domain';
import { and, desc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { examAttemptGrants, lessonPackages, packageAttempts, settings } from '../../db/schema/index.js';
import { DEFAULT_SETTINGS } from '../../db/seed/default-settings.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { CourseRow } from '../courses/index.js';
import { recordLessonOutcome } from '../progress/index.js';

export type AttemptRow = typeof packageAttempts.$inferSelect;
export type PackageRow = typeof lessonPackages.$inferSelect;

/** The learner's latest attempt at a lesson, open or ended. */
export async function latestAttempt(db: Db | Tx, userId: string, lessonId: string) {
  const [latest] = await db
    .select()
    .from(packageAttempts)
    .where(and(eq(packageAttempts.userId, userId), eq(packageAttempts.lessonId, lessonId)))
    .orderBy(desc(packageAttempts.createdAt), desc(packageAttempts.id))
    .limit(1);
  return latest;
}

/** The learner's own attempt and its package; another's attempt is not found. */
export async function ownAttempt(db: Db, userId: string, attemptId: string) {
  const [found] = await db
    .select({ attempt: packageAttempts, pkg: lessonPackages })
    .from(packageAttempts)
    .innerJoin(lessonPackages, eq(lessonPackages.id, packageAttempts.packageId))
    .where(and(eq(packageAttempts.id, attemptId), eq(packageAttempts.userId, userId)));
  if (!found) throw new AppError('not-found');
  return found;
}

/**
 * Attempts the learner may still start at a package lesson, as for exams: `max_exam_tries` (0: no
 * limit) less those he started; an admin's grant sets what is left from its time on. An SQL value
 * (null: no limit), so a commit reads it in the statement that updates the attempt. The learner
 * may be a column of the statement around it (a list reads it for each of its rows).
 */
export function attemptsLeftSql(userId: string | SQLWrapper, lessonId: string | SQLWrapper) {
  const grant = (column: typeof examAttemptGrants.attempts | typeof examAttemptGrants.updatedAt) =>
    sql`(select ${column} from ${examAttemptGrants}
      where ${examAttemptGrants.userId} = ${userId} and ${examAttemptGrants.lessonId} = ${lessonId})`;
  const maxTries = sql`coalesce((select (${settings.value} #>> '{}')::int from ${settings}
    where ${settings.name} = 'max_exam_tries'), ${DEFAULT_SETTINGS.max_exam_tries})`;
  const started = sql`(select count(*)::int from ${packageAttempts}
    where ${packageAttempts.userId} = ${userId} and ${packageAttempts.lessonId} = ${lessonId}
    and ${packageAttempts.createdAt} > coalesce(${grant(examAttemptGrants.updatedAt)}, '-infinity'))`;
  const allowed = sql`coalesce(${grant(examAttemptGrants.attempts)}, nullif(${maxTries}, 0))`;
  // greatest() would skip a null (no limit) and answer 0
  return sql<
    number | null
  >`(select case when allowed is null then null else greatest(0, allowed - ${started}) end
    from (select ${allowed} as allowed) as limits)`;
}

export async function attemptsLeft(db: Db | Tx, userId: string, lessonId: string): Promise<number | null> {
  const [row] = await rowsOf<{ left: number | null }>(
    db,
    sql`select ${attemptsLeftSql(userId, lessonId)} as left`,
  );
  return row?.left ?? null;
}

export const standingOf = (attempt: AttemptRow, left: number | null): PackageStanding => ({
  attemptId: attempt.id,
  completion: attempt.completion,
  success: attempt.success,
  score: attempt.score,
  seconds: attempt.seconds,
  ended: attempt.endedAt !== null,
  attemptsLeft: left,
});

/**
 * Starts an attempt at the lesson's package in the learner's language, and with it his progress on
 * the lesson and the course (at 0 when new), as a first mark does: the reports find him there.
 * Two starts at once meet at the one-open-attempt index: the second is answered the first's attempt.
 */
export async function startAttempt(
  db: Db,
  ids: { userId: string; courseId: string; lessonId: string },
  course: CourseRow,
  packageId: string,
): Promise<AttemptRow> {
  const started = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packageAttempts)
      .values({ id: newId(), ...ids, packageId, registration: randomUUID() })
      .onConflictDoNothing()
      .returning();
    if (row) await recordLessonOutcome(tx, ids.userId, course, ids.lessonId, 0);
    return row;
  });
  if (started) return started;
  const [open] = await db
    .select()
    .from(packageAttempts)
    .where(
      and(
        eq(packageAttempts.userId, ids.userId),
        eq(packageAttempts.lessonId, ids.lessonId),
        isNull(packageAttempts.endedAt),
      ),
    );
  if (!open) throw new AppError('conflict');
  return open;
}

/** The package a lesson plays in a language: the language asked for, else the first it has. */
export function packageIdFor(content: { package?: Partial<Record<Language, string>> }, lang: Language) {
  const byLanguage = content.package ?? {};
  const id = byLanguage[lang] || Object.values(byLanguage).find((one) => one);
  if (!id) throw new AppError('not-found');
  return id;
}
