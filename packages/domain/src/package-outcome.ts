/**
 * What a package reports, read the same way for every standard: a unit's completion, success,
 * score and time from SCORM 1.2's or 2004's cmi data (or cmi5's statements), and an attempt's
 * standing summed over its units. Only the standards' own vocabularies are read: anything else is
 * a problem the commit is refused for, so a package cannot store what the reports cannot show.
 * See docs/decisions/0049-package-lessons.md.
 */
import { MAX_SUSPEND_DATA, type PackageStandard } from './contracts/lesson-packages.js';

export type PackageCompletion = 'unknown' | 'incomplete' | 'completed';
export type PackageSuccess = 'unknown' | 'passed' | 'failed';

export interface UnitOutcome {
  completion: PackageCompletion;
  success: PackageSuccess;
  /** 0..100, null when the unit gave none */
  score: number | null;
  /** the learner's time in the unit, all sessions */
  seconds: number;
  /** 0..100, how far the unit says he got (2004's progress_measure), null when it says nothing */
  progress: number | null;
}

/** A value of the cmi data that breaks its standard, as an error key and the element it is in. */
export interface CmiProblem {
  element: string;
  error: 'package.valueOutOfRange' | 'package.suspendDataTooLong';
}

type Node = Record<string, unknown>;
const nodeOf = (value: unknown): Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {};
const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

class Problem extends Error {
  constructor(readonly problem: CmiProblem) {
    super(problem.error);
  }
}
const outOfRange = (element: string): never => {
  throw new Problem({ element, error: 'package.valueOutOfRange' });
};

/** A decimal the standard allows in [min, max], or null when the element is blank. */
function decimal(value: unknown, element: string, min: number, max: number): number | null {
  const text = textOf(value).trim();
  if (text === '') return null;
  const number = Number(text);
  if (!/^-?\d+(\.\d+)?$/.test(text) || number < min || number > max) return outOfRange(element);
  return number;
}

/** SCORM 1.2's CMITimespan `HHHH:MM:SS.SS`, in seconds. */
function timespan12(value: unknown, element: string): number {
  const text = textOf(value).trim();
  if (text === '') return 0;
  const match = /^(\d{2,4}):([0-5]\d):([0-5]\d)(\.\d{1,2})?$/.exec(text);
  if (!match) return outOfRange(element);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4] ?? 0);
}

/**
 * An ISO 8601 duration (`P1DT2H3M4.5S`) in seconds, a year counted as 365 days and a month as 30,
 * or null when the text is not one. Seconds may have at most `decimals` decimals: SCORM 2004's
 * timeinterval allows two, xAPI's durations any.
 */
export function isoDurationSeconds(text: string, decimals = Number.POSITIVE_INFINITY): number | null {
  const match =
    /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.(\d+))?S)?)?$/.exec(text);
  if (!match || text === 'P' || text.endsWith('T') || (match[7]?.length ?? 0) > decimals) return null;
  const [years, months, days, hours, minutes, whole] = match.slice(1, 7).map((part) => Number(part ?? 0));
  return (
    (years ?? 0) * 365 * 86400 +
    (months ?? 0) * 30 * 86400 +
    (days ?? 0) * 86400 +
    (hours ?? 0) * 3600 +
    (minutes ?? 0) * 60 +
    (whole ?? 0) +
    Number(`0.${match[7] ?? 0}`)
  );
}

/** SCORM 2004's duration (`P1DT2H3M4.5S`, hundredths of a second at most), in seconds. */
function duration2004(value: unknown, element: string): number {
  const text = textOf(value).trim();
  if (text === '') return 0;
  return isoDurationSeconds(text, 2) ?? outOfRange(element);
}

function checkSuspendData(value: unknown, element: string) {
  if (textOf(value).length > MAX_SUSPEND_DATA)
    throw new Problem({ element, error: 'package.suspendDataTooLong' });
}

/** The score as a percentage from raw, min and max (raw alone is read as a percentage already). */
function percentOf(score: Node, element: string): number | null {
  const min = decimal(score.min, `${element}.min`, -1e9, 1e9);
  const max = decimal(score.max, `${element}.max`, -1e9, 1e9);
  const raw = decimal(score.raw, `${element}.raw`, min ?? 0, max ?? 100);
  if (raw === null) return null;
  const low = min ?? 0;
  const high = max ?? 100;
  if (high <= low) return outOfRange(`${element}.max`);
  return ((raw - low) / (high - low)) * 100;
}

const STATUS_12: Record<string, Pick<UnitOutcome, 'completion' | 'success'>> = {
  passed: { completion: 'completed', success: 'passed' },
  completed: { completion: 'completed', success: 'unknown' },
  failed: { completion: 'completed', success: 'failed' },
  incomplete: { completion: 'incomplete', success: 'unknown' },
  browsed: { completion: 'incomplete', success: 'unknown' },
  'not attempted': { completion: 'unknown', success: 'unknown' },
};

function scorm12(cmi: Node): UnitOutcome {
  const core = nodeOf(cmi.core);
  const status = textOf(core.lesson_status).trim() || 'not attempted';
  const mapped = STATUS_12[status] ?? outOfRange('cmi.core.lesson_status');
  checkSuspendData(cmi.suspend_data, 'cmi.suspend_data');
  if (textOf(core.lesson_location).length > 255) outOfRange('cmi.core.lesson_location');
  return {
    ...mapped,
    score: percentOf(nodeOf(core.score), 'cmi.core.score'),
    seconds: timespan12(core.total_time, 'cmi.core.total_time'),
    progress: null,
  };
}

const COMPLETION_2004: Record<string, PackageCompletion> = {
  completed: 'completed',
  incomplete: 'incomplete',
  'not attempted': 'unknown',
  unknown: 'unknown',
};
const SUCCESS_2004: Record<string, PackageSuccess> = {
  passed: 'passed',
  failed: 'failed',
  unknown: 'unknown',
};

function scorm2004(cmi: Node): UnitOutcome {
  const completion = COMPLETION_2004[textOf(cmi.completion_status).trim() || 'unknown'];
  const success = SUCCESS_2004[textOf(cmi.success_status).trim() || 'unknown'];
  if (!completion) return outOfRange('cmi.completion_status');
  if (!success) return outOfRange('cmi.success_status');
  checkSuspendData(cmi.suspend_data, 'cmi.suspend_data');
  if (textOf(cmi.location).length > 1000) outOfRange('cmi.location');
  const score = nodeOf(cmi.score);
  const scaled = decimal(score.scaled, 'cmi.score.scaled', -1, 1);
  const measure = decimal(cmi.progress_measure, 'cmi.progress_measure', 0, 1);
  return {
    // a passed unit is done even when it says nothing of its completion
    completion: success === 'passed' && completion !== 'completed' ? 'completed' : completion,
    success,
    score: scaled !== null ? Math.max(0, scaled) * 100 : percentOf(score, 'cmi.score'),
    seconds: duration2004(cmi.total_time, 'cmi.total_time'),
    progress: measure === null ? null : measure * 100,
  };
}

/**
 * A unit's outcome from the cmi data the runtime committed (the object under `cmi`), or the
 * problem it is refused for.
 */
export function readCmi(
  standard: Exclude<PackageStandard, 'cmi5'>,
  cmi: Record<string, unknown>,
): { outcome: UnitOutcome } | { problem: CmiProblem } {
  try {
    return { outcome: standard === 'scorm12' ? scorm12(cmi) : scorm2004(cmi) };
  } catch (error) {
    if (error instanceof Problem) return { problem: error.problem };
    throw error;
  }
}

/** The outcome of a unit the learner has not opened yet. */
export const NOT_STARTED: UnitOutcome = {
  completion: 'unknown',
  success: 'unknown',
  score: null,
  seconds: 0,
  progress: null,
};

/**
 * An attempt's standing over all the package's units: completed when every unit is, failed when
 * one failed, passed when none failed and one passed; the score is the mean of the units that
 * gave one, the time their sum.
 */
export function attemptOutcome(units: readonly UnitOutcome[]): UnitOutcome {
  const all = units.length > 0 ? units : [NOT_STARTED];
  const completion: PackageCompletion = all.every((unit) => unit.completion === 'completed')
    ? 'completed'
    : all.some((unit) => unit.completion !== 'unknown' || unit.seconds > 0)
      ? 'incomplete'
      : 'unknown';
  const success: PackageSuccess = all.some((unit) => unit.success === 'failed')
    ? 'failed'
    : all.some((unit) => unit.success === 'passed')
      ? 'passed'
      : 'unknown';
  const scores = all.flatMap((unit) => (unit.score === null ? [] : [unit.score]));
  const score = scores.length > 0 ? scores.reduce((sum, one) => sum + one, 0) / scores.length : null;
  const progress = all.reduce((sum, unit) => sum + unitProgress(unit), 0) / all.length;
  return {
    completion,
    success,
    score: score === null ? null : Math.round(score * 100) / 100,
    seconds: Math.round(all.reduce((sum, unit) => sum + unit.seconds, 0)),
    progress,
  };
}

/** How far a unit counts towards the lesson: all of it once completed, else what it says, short of done. */
function unitProgress(unit: UnitOutcome): number {
  if (unit.completion === 'completed' && unit.success !== 'failed') return 100;
  return Math.min(unit.progress ?? 0, 99);
}

/** The lesson is done with this attempt: every unit completed and none failed. */
export const lessonDone = (outcome: UnitOutcome) =>
  outcome.completion === 'completed' && outcome.success !== 'failed';

/** The attempt ends: a failure is final for it, a new attempt is needed to go on. */
export const attemptEnds = (outcome: UnitOutcome) => outcome.success === 'failed';
