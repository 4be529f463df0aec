/**
 * Which screen an exam lesson shows a learner, and whether he may start an attempt: one rule,
 * which the exam screen follows and the server applies again before it opens an attempt.
 *
 * Spec section 4, in this order:
 * - approved-lock: an attempt passed (its score reached min_questions); nothing more to sit;
 * - requirement-lock: earlier required lessons or modules are not complete;
 * - exam: an attempt is open and its time has not run out;
 * - attempts-lock: the attempts allowed (max_exam_tries, plus any an admin granted) are used up,
 *   a limit of 0 meaning none;
 * - time-lock: the wait after the last attempt (time_wait_exam_tries hours, 0 meaning none) runs;
 * - start: an attempt may begin.
 * The screen also knows `loading` (before the state arrives) and `result` (a failed attempt just
 * submitted): those are the client's own moments, not states of the learner's history.
 */

/** Seconds a submission may arrive after an attempt's deadline and still count (a slow network). */
export const EXAM_SUBMIT_GRACE_MS = 30_000;

export interface ScoredAttempt {
  passed: boolean;
  /** when it was submitted (or ran out of time), in ms */
  submittedAt: number;
}

export interface ExamHistory {
  /** the learner's scored attempts, in any order */
  attempts: readonly ScoredAttempt[];
  /** the deadline (ms) of the attempt he has open, null when it has no time limit */
  openAttempt: { deadline: number | null } | null;
  /** setting max_exam_tries: 0 is no limit */
  maxTries: number;
  /** attempts an admin granted on top of the limit */
  grantedTries: number;
  /** setting time_wait_exam_tries, in hours: 0 is no wait */
  waitHours: number;
  /** every earlier required lesson (linear course) or module (modular course) is complete */
  requirementsMet: boolean;
  now: number;
}

export type ExamState =
  | { screen: 'approved-lock' }
  | { screen: 'requirement-lock' }
  | { screen: 'exam'; deadline: number | null }
  | { screen: 'attempts-lock'; attemptsNumber: number }
  | { screen: 'time-lock'; until: number }
  | { screen: 'start'; attemptsLeft: number | null };

export type ExamScreen = ExamState['screen'] | 'loading' | 'result';

const HOUR_MS = 3_600_000;

/** Whether an open attempt's time is up, grace included: a submission now is recorded as failed. */
export const isPastDeadline = (deadline: number | null, now: number) =>
  deadline !== null && now > deadline + EXAM_SUBMIT_GRACE_MS;

export function examState(history: ExamHistory): ExamState {
  const { attempts, openAttempt, now } = history;
  if (attempts.some((attempt) => attempt.passed)) return { screen: 'approved-lock' };
  if (!history.requirementsMet) return { screen: 'requirement-lock' };
  if (openAttempt && !isPastDeadline(openAttempt.deadline, now))
    return { screen: 'exam', deadline: openAttempt.deadline };

  // an open attempt whose time ran out counts as a failed one, submitted at its deadline
  const sat = [...attempts];
  if (openAttempt?.deadline != null) sat.push({ passed: false, submittedAt: openAttempt.deadline });

  const allowed = history.maxTries > 0 ? history.maxTries + Math.max(0, history.grantedTries) : null;
  if (allowed !== null && sat.length >= allowed) return { screen: 'attempts-lock', attemptsNumber: allowed };

  const last = Math.max(...sat.map((attempt) => attempt.submittedAt), Number.NEGATIVE_INFINITY);
  const until = last + history.waitHours * HOUR_MS;
  if (history.waitHours > 0 && now < until) return { screen: 'time-lock', until };

  return { screen: 'start', attemptsLeft: allowed === null ? null : allowed - sat.length };
}

/** The wait left as the time-lock message says it: whole hours, or minutes under an hour. */
export function waitLeft(until: number, now: number): { count: number; unit: 'hours' | 'minutes' } {
  const ms = Math.max(0, until - now);
  if (ms >= HOUR_MS) return { count: Math.ceil(ms / HOUR_MS), unit: 'hours' };
  return { count: Math.max(1, Math.ceil(ms / 60_000)), unit: 'minutes' };
}
