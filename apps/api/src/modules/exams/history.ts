import { EXAM_SUBMIT_GRACE_MS, type ExamState, examState } from '@academy/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { courseProgress, examAttemptGrants, examAttempts } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { queueWebhookEventsOf } from '../webhooks/index.js';
import { type Examinee, examEventData } from './exam-events.js';
import type { ExamSettings } from './settings.js';

export type AttemptRow = typeof examAttempts.$inferSelect;

/** One learner's attempts of one exam, those of one status when given. */
export const attemptsOf = (userId: string, lessonId: string, status?: AttemptRow['status']) =>
  and(
    eq(examAttempts.userId, userId),
    eq(examAttempts.lessonId, lessonId),
    status ? eq(examAttempts.status, status) : undefined,
  );

export interface LearnerExam {
  state: ExamState;
  /** newest first */
  attempts: AttemptRow[];
  open: AttemptRow | undefined;
  granted: number;
  /** attempts allowed in all; null: no limit */
  allowed: number | null;
  /** attempts sat (scored) */
  used: number;
}

/**
 * Closes the learner's open attempt whose time ran out (deadline plus the grace) without a
 * submission: it counts as a failed attempt, submitted at its deadline, and is told to webhooks
 * (exam.failed). The close is the event's source, one statement for both: the screens that read
 * the exam settle it with no transaction of their own.
 */
export async function settleExpired(tx: Db | Tx, learner: Examinee, lessonId: string, now: Date) {
  await queueWebhookEventsOf(
    tx,
    'exam.failed',
    sql`update ${examAttempts}
      set status = 'scored', passed = false, timed_out = true, submitted_at = deadline_at
      where ${and(
        attemptsOf(learner.id, lessonId, 'open'),
        lt(examAttempts.deadlineAt, new Date(now.getTime() - EXAM_SUBMIT_GRACE_MS)),
      )}
      returning ${examEventData(learner)}`,
  );
}

/**
 * One learner's history on one exam, and the state the domain's examState gives it. An admin's
 * grant given after the last attempt also lifts the wait: he gave the learner a try now.
 */
export async function learnerExam(
  db: Db | Tx,
  userId: string,
  lessonId: string,
  settings: ExamSettings,
  requirementsMet: boolean,
  now: Date,
): Promise<LearnerExam> {
  // a renewal starts a new cycle of the course: the attempts before it count no more
  const inThisCycle = sql`${examAttempts.createdAt} >= coalesce((select ${courseProgress.cycleStartedAt} from ${courseProgress}
    where ${courseProgress.userId} = ${examAttempts.userId} and ${courseProgress.courseId} = ${examAttempts.courseId}), '-infinity')`;
  const attempts = await db
    .select()
    .from(examAttempts)
    .where(and(attemptsOf(userId, lessonId), inThisCycle))
    .orderBy(desc(examAttempts.createdAt), desc(examAttempts.id));
  const [grant] = await db
    .select({ attempts: examAttemptGrants.attempts, at: examAttemptGrants.updatedAt })
    .from(examAttemptGrants)
    .where(and(eq(examAttemptGrants.userId, userId), eq(examAttemptGrants.lessonId, lessonId)));
  const scored = attempts.filter((attempt) => attempt.status === 'scored');
  const open = attempts.find((attempt) => attempt.status === 'open');
  const lastSat = Math.max(
    ...scored.map((attempt) => (attempt.submittedAt ?? attempt.createdAt).getTime()),
    0,
  );
  const granted = grant?.attempts ?? 0;
  const state = examState({
    attempts: scored.map((attempt) => ({
      passed: attempt.passed,
      submittedAt: (attempt.submittedAt ?? attempt.createdAt).getTime(),
    })),
    openAttempt: open ? { deadline: open.deadlineAt?.getTime() ?? null } : null,
    maxTries: settings.maxTries,
    grantedTries: granted,
    waitHours: grant && grant.at.getTime() > lastSat ? 0 : settings.waitHours,
    requirementsMet,
    now: now.getTime(),
  });
  return {
    state,
    attempts,
    open,
    granted,
    allowed: settings.maxTries > 0 ? settings.maxTries + granted : null,
    used: scored.length,
  };
}

/** The refusal a state gives an attempt it does not allow. */
export function lockError(state: ExamState): AppError {
  switch (state.screen) {
    case 'approved-lock':
      return new AppError('exam-approved');
    case 'requirement-lock':
      return new AppError('exam-requirement-lock');
    case 'attempts-lock':
      return new AppError('exam-attempts-lock');
    case 'time-lock':
      return new AppError('exam-time-lock');
    default:
      return new AppError('exam-no-attempt');
  }
}

/**
 * Holds the learner's exam for the rest of the transaction, so that two starts at once open one
 * attempt after the other has been counted (any number of API instances: the lock is the database's).
 */
export async function lockLearnerExam(tx: Tx, userId: string, lessonId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exam:${userId}:${lessonId}`}))`);
}
