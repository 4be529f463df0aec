/**
 * cmi5's rules for what a unit states in a session (cmi5 1.0, section 9.3) and its moveOn (section
 * 13.1.4): which statement may come when, what the unit has shown in the attempt, and the outcome
 * that gives the attempt. See docs/decisions/0049-package-lessons.md.
 */
import type { Cmi5Reading, Cmi5Refusal, Cmi5Verb } from './cmi5.js';
import type { UnitOutcome } from './package-outcome.js';

/** What a unit's "cmi5 defined" statements have shown in an attempt, over all its sessions. */
export interface Cmi5Record {
  initialized: boolean;
  completed: boolean;
  passed: boolean;
  failed: boolean;
  /** 0..100, the scaled score of the last passed or failed that gave one */
  score: number | null;
  /** the learner's time in the unit: every session before `session`, and `session`'s so far */
  seconds: number;
  /** the session whose time is being counted, and the longest duration it reported */
  session: { id: string; seconds: number } | null;
}

export const NO_CMI5_RECORD: Cmi5Record = {
  initialized: false,
  completed: false,
  passed: false,
  failed: false,
  score: null,
  seconds: 0,
  session: null,
};

/** What the rules need of the unit: its moveOn and passing score (0..1), as its course structure gives them. */
export interface Cmi5UnitRules {
  moveOn?: string;
  masteryScore?: number;
}

/** Where a session stands: the verbs it stated (in order) and the unit's record in the attempt. */
export interface Cmi5Standing {
  verbs: Cmi5Verb[];
  record: Cmi5Record;
}

/**
 * The session's time grows to the longest duration it reported: each statement's duration counts
 * from the session's start, so a later, longer one replaces the shorter one in the sum.
 */
function timed(record: Cmi5Record, sessionId: string, seconds: number | null): Cmi5Record {
  const counted = record.session?.id === sessionId ? record.session.seconds : 0;
  if (seconds === null || seconds <= counted) return record;
  return { ...record, seconds: record.seconds - counted + seconds, session: { id: sessionId, seconds } };
}

/** Why a statement of a unit's own verb may not come now, or null when it may. */
function refusalOf(
  verbs: readonly Cmi5Verb[],
  record: Cmi5Record,
  unit: Cmi5UnitRules,
  reading: Cmi5Reading & { verb: NonNullable<Cmi5Reading['verb']> },
): Cmi5Refusal | null {
  const mastery = unit.masteryScore;
  const judged = verbs.includes('passed') || verbs.includes('failed');
  switch (reading.verb) {
    case 'initialized':
      return verbs.includes('initialized') ? 'cmi5.initializedTwice' : null;
    case 'completed':
      // once per registration (our attempt), so once in all the unit's sessions of the attempt
      if (verbs.includes('completed') || record.completed) return 'cmi5.completedTwice';
      return reading.completion === false ? 'cmi5.resultContradicts' : null;
    case 'passed':
      if (judged || record.passed) return 'cmi5.passedOrFailedTwice';
      if (reading.success === false) return 'cmi5.resultContradicts';
      return mastery !== undefined && reading.scaled !== null && reading.scaled < mastery
        ? 'cmi5.belowMastery'
        : null;
    case 'failed':
      if (judged) return 'cmi5.passedOrFailedTwice';
      if (record.passed) return 'cmi5.failedAfterPassed';
      if (reading.success === true) return 'cmi5.resultContradicts';
      return mastery !== undefined && reading.scaled !== null && reading.scaled >= mastery
        ? 'cmi5.notBelowMastery'
        : null;
    case 'terminated':
      return null;
  }
}

/**
 * Takes one statement of a session, in cmi5's order: "initialized" first and once, nothing after
 * "terminated", one of "passed" or "failed" per session ("passed" at or above the mastery score
 * when the unit has one, "failed" below it), "completed" and "passed" at most once in the attempt
 * (cmi5's registration), and no "failed" once the unit passed in it. An ended attempt (failed) takes only the session's "terminated" and the
 * statements that move nothing. Answers where the session stands after it, or why it is refused.
 */
export function takeCmi5Statement(
  standing: Cmi5Standing,
  reading: Cmi5Reading,
  at: { sessionId: string; unit: Cmi5UnitRules; attemptEnded: boolean },
): Cmi5Standing | { refused: Cmi5Refusal } {
  const { verbs, record } = standing;
  if (verbs.includes('terminated')) return { refused: 'cmi5.afterTerminated' };
  if (!verbs.includes('initialized') && reading.verb !== 'initialized')
    return { refused: 'cmi5.notInitialized' };
  const { verb } = reading;
  if (verb === null) return standing;
  if (at.attemptEnded && verb !== 'terminated') return { refused: 'cmi5.attemptEnded' };
  const refused = refusalOf(verbs, record, at.unit, { ...reading, verb });
  if (refused) return { refused };

  const scored =
    (verb === 'passed' || verb === 'failed') && reading.scaled !== null
      ? { score: Math.max(0, reading.scaled) * 100 }
      : {};
  const shown = verb === 'terminated' ? {} : { [verb]: true };
  return {
    verbs: [...verbs, verb],
    record: timed({ ...record, ...shown, ...scored }, at.sessionId, reading.seconds),
  };
}

/** Whether the unit is satisfied by its moveOn; a value cmi5 does not define takes either report. */
export function cmi5Satisfied(moveOn: string | undefined, record: Cmi5Record): boolean {
  switch (moveOn) {
    case 'NotApplicable':
      return true;
    case 'Completed':
      return record.completed;
    case 'Passed':
      return record.passed;
    case 'CompletedAndPassed':
      return record.completed && record.passed;
    default:
      return record.completed || record.passed;
  }
}

/**
 * The unit's outcome in the attempt: completed once its moveOn is satisfied (a "NotApplicable" one
 * from its launch), incomplete once initialized. A failure counts only where the moveOn asks for
 * passing: elsewhere the learner can still satisfy the unit by completing it, so it ends nothing.
 */
export function cmi5Outcome(unit: Cmi5UnitRules, record: Cmi5Record): UnitOutcome {
  const asksPassing = unit.moveOn === 'Passed' || unit.moveOn === 'CompletedAndPassed';
  return {
    completion: cmi5Satisfied(unit.moveOn, record)
      ? 'completed'
      : record.initialized
        ? 'incomplete'
        : 'unknown',
    success: record.passed ? 'passed' : record.failed && asksPassing ? 'failed' : 'unknown',
    score: record.score,
    seconds: record.seconds,
    progress: null,
  };
}
