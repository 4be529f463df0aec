import type { UserAttempts } from '@academy/domain';
import { and, asc, count, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examAttemptGrants, examAttempts, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { notifyAttemptsGranted } from './attempts-notice.js';
import type { Exam } from './exam-lesson.js';
import { type AttemptRow, attemptsOf, learnerExam } from './history.js';
import { toResult } from './result.js';
import { type ExamSettings, readExamSettings } from './settings.js';

const takers = (lessonId: string) =>
  or(
    exists(
      sql`(select 1 from ${examAttempts} where ${examAttempts.userId} = ${users.id} and ${examAttempts.lessonId} = ${lessonId})`,
    ),
    exists(
      sql`(select 1 from ${examAttemptGrants} where ${examAttemptGrants.userId} = ${users.id} and ${examAttemptGrants.lessonId} = ${lessonId})`,
    ),
  );

function toUserAttempts(
  user: { id: string; name: string; email: string },
  attempts: readonly AttemptRow[],
  granted: number,
  settings: ExamSettings,
  minQuestions: number | null,
): UserAttempts {
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    attemptsUsed: attempts.filter((attempt) => attempt.status === 'scored').length,
    granted,
    attemptsAllowed: settings.maxTries > 0 ? settings.maxTries + granted : null,
    passed: attempts.some((attempt) => attempt.passed),
    attempts: attempts.map((attempt) => ({
      ...toResult(attempt, minQuestions),
      status: attempt.status,
      startedAt: attempt.createdAt.toISOString(),
      answers: attempt.answers,
    })),
  };
}

/**
 * One page of the learners who sat an exam (or were granted attempts on it), by name, each with
 * his attempts newest first and the answers he chose: four queries whatever the page.
 */
export async function listUsersAttempts(db: Db, exam: Exam, page: { page: number; limit: number }) {
  const lessonId = exam.lesson.id;
  const [total] = await db.select({ value: count() }).from(users).where(takers(lessonId));
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(takers(lessonId))
    .orderBy(asc(users.name), asc(users.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const ids = people.map((person) => person.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.lessonId, lessonId), inArray(examAttempts.userId, ids)))
        .orderBy(sql`${examAttempts.createdAt} desc`, sql`${examAttempts.id} desc`)
    : [];
  const grants = ids.length
    ? await db
        .select({ userId: examAttemptGrants.userId, attempts: examAttemptGrants.attempts })
        .from(examAttemptGrants)
        .where(and(eq(examAttemptGrants.lessonId, lessonId), inArray(examAttemptGrants.userId, ids)))
    : [];
  const settings = await readExamSettings(db);
  return {
    lessonId,
    total: total?.value ?? 0,
    items: people.map((person) =>
      toUserAttempts(
        person,
        attempts.filter((attempt) => attempt.userId === person.id),
        grants.find((grant) => grant.userId === person.id)?.attempts ?? 0,
        settings,
        exam.lesson.minQuestions,
      ),
    ),
  };
}

/** One learner's line of the list. */
export async function userAttempts(db: Db, exam: Exam, userId: string): Promise<UserAttempts> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('user-not-found');
  const settings = await readExamSettings(db);
  const learner = await learnerExam(db, userId, exam.lesson.id, settings, true, new Date());
  return toUserAttempts(user, learner.attempts, learner.granted, settings, exam.lesson.minQuestions);
}

/**
 * Sets how many attempts a learner has left on an exam from now on (set-user-attempts), by
 * granting him attempts on top of max_exam_tries; the grant also lifts the wait after his last
 * attempt. With no attempt limit, only the wait is lifted.
 */
export async function setUserAttempts(db: Db, exam: Exam, userId: string, attemptsLeft: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('user-not-found');
  const settings = await readExamSettings(db);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ value: count() })
      .from(examAttempts)
      .where(attemptsOf(userId, exam.lesson.id, 'scored'));
    const granted =
      settings.maxTries > 0 ? Math.max(0, (used?.value ?? 0) + attemptsLeft - settings.maxTries) : 0;
    await tx
      .insert(examAttemptGrants)
      .values({ userId, lessonId: exam.lesson.id, attempts: granted, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [examAttemptGrants.userId, examAttemptGrants.lessonId],
        set: { attempts: granted, updatedAt: new Date() },
      });
    if (attemptsLeft > 0) await notifyAttemptsGranted(tx, userId, exam);
  });
  return userAttempts(db, exam, userId);
}
