import { describe, expect, it } from 'vitest';
import {
  attemptEnds,
  attemptOutcome,
  isoDurationSeconds,
  lessonDone,
  NOT_STARTED,
  readCmi,
  type UnitOutcome,
} from './package-outcome.js';

const outcome = (result: ReturnType<typeof readCmi>): UnitOutcome => {
  if ('problem' in result) throw new Error(`refused: ${result.problem.element}`);
  return result.outcome;
};

describe('reading SCORM 1.2 cmi data', () => {
  it('maps each lesson_status to completion and success, and raw, min and max to a percentage', () => {
    const read = (status: string) =>
      outcome(
        readCmi('scorm12', { core: { lesson_status: status, score: { raw: '45', min: '0', max: '50' } } }),
      );
    expect(read('passed')).toMatchObject({ completion: 'completed', success: 'passed', score: 90 });
    expect(read('completed')).toMatchObject({ completion: 'completed', success: 'unknown' });
    expect(read('failed')).toMatchObject({ completion: 'completed', success: 'failed' });
    expect(read('incomplete')).toMatchObject({ completion: 'incomplete', success: 'unknown' });
    expect(read('browsed')).toMatchObject({ completion: 'incomplete' });
    expect(read('not attempted')).toMatchObject({ completion: 'unknown' });
  });

  it('reads the total time and takes a raw score alone as a percentage', () => {
    const read = outcome(
      readCmi('scorm12', {
        core: { lesson_status: 'incomplete', total_time: '0001:02:03.5', score: { raw: '70' } },
      }),
    );
    expect(read.seconds).toBe(3723.5);
    expect(read.score).toBe(70);
  });

  it('refuses a status, score, time or suspend data out of the standard', () => {
    const problem = (cmi: Record<string, unknown>) => {
      const result = readCmi('scorm12', cmi);
      return 'problem' in result ? result.problem : null;
    };
    expect(problem({ core: { lesson_status: 'done' } })).toEqual({
      element: 'cmi.core.lesson_status',
      error: 'package.valueOutOfRange',
    });
    expect(problem({ core: { score: { raw: '101' } } })?.element).toBe('cmi.core.score.raw');
    expect(problem({ core: { score: { raw: 'lots' } } })?.element).toBe('cmi.core.score.raw');
    expect(problem({ core: { total_time: '1 hour' } })?.element).toBe('cmi.core.total_time');
    expect(problem({ suspend_data: 'x'.repeat(64_001) })?.error).toBe('package.suspendDataTooLong');
    expect(problem({ suspend_data: 'x'.repeat(64_000) })).toBeNull();
  });
});

describe('reading SCORM 2004 cmi data', () => {
  it('reads completion and success apart, the scaled score, the progress measure and the duration', () => {
    const read = outcome(
      readCmi('scorm2004-4', {
        completion_status: 'incomplete',
        success_status: 'unknown',
        progress_measure: '0.5',
        score: { scaled: '0.85' },
        total_time: 'PT1H2M3.5S',
      }),
    );
    expect(read).toEqual({
      completion: 'incomplete',
      success: 'unknown',
      score: 85,
      seconds: 3723.5,
      progress: 50,
    });
  });

  it('counts a passed unit as completed even when it left its completion unknown', () => {
    expect(outcome(readCmi('scorm2004-3', { success_status: 'passed' })).completion).toBe('completed');
  });

  it('refuses values outside the vocabulary or the ranges', () => {
    const element = (cmi: Record<string, unknown>) => {
      const result = readCmi('scorm2004-4', cmi);
      return 'problem' in result ? result.problem.element : null;
    };
    expect(element({ completion_status: 'finished' })).toBe('cmi.completion_status');
    expect(element({ success_status: 'won' })).toBe('cmi.success_status');
    expect(element({ score: { scaled: '1.5' } })).toBe('cmi.score.scaled');
    expect(element({ progress_measure: '-0.1' })).toBe('cmi.progress_measure');
    expect(element({ total_time: 'PT' })).toBe('cmi.total_time');
    expect(element({ total_time: 'PT1.255S' })).toBe('cmi.total_time');
    expect(element({ location: 'x'.repeat(1001) })).toBe('cmi.location');
    expect(element({ completion_status: 'completed', success_status: 'passed' })).toBeNull();
  });
});

describe('an ISO 8601 duration', () => {
  it('counts years as 365 days and months as 30, seconds with the decimals allowed', () => {
    expect(isoDurationSeconds('P1Y2M3DT4H5M6.75S')).toBe(
      365 * 86400 + 60 * 86400 + 3 * 86400 + 4 * 3600 + 5 * 60 + 6.75,
    );
    expect(isoDurationSeconds('PT0.123456S')).toBe(0.123456);
    expect(isoDurationSeconds('PT0.123S', 2)).toBeNull();
    expect(isoDurationSeconds('P1D')).toBe(86400);
  });

  it('is null for what is not one', () => {
    for (const text of ['', 'P', 'PT', 'P1DT', '90', 'PT1H30', 'pt1h', 'PT-5S', 'P1.5D'])
      expect(isoDurationSeconds(text)).toBeNull();
  });
});

describe("an attempt's standing over its units", () => {
  const unit = (overrides: Partial<UnitOutcome>): UnitOutcome => ({ ...NOT_STARTED, ...overrides });

  it('is completed only when every unit is, and passed when one passed and none failed', () => {
    const done = unit({ completion: 'completed', success: 'passed', score: 80, seconds: 60 });
    const half = unit({ completion: 'incomplete', progress: 40, seconds: 30 });
    expect(attemptOutcome([done, half])).toMatchObject({
      completion: 'incomplete',
      success: 'passed',
      score: 80,
      seconds: 90,
      progress: 70,
    });
    expect(lessonDone(attemptOutcome([done, half]))).toBe(false);
    expect(lessonDone(attemptOutcome([done, unit({ completion: 'completed', score: 60 })]))).toBe(true);
    expect(attemptOutcome([done, unit({ completion: 'completed', score: 60 })]).score).toBe(70);
  });

  it('fails, and ends, when any unit failed', () => {
    const failed = attemptOutcome([
      unit({ completion: 'completed', success: 'passed' }),
      unit({ success: 'failed' }),
    ]);
    expect(failed.success).toBe('failed');
    expect(attemptEnds(failed)).toBe(true);
    expect(lessonDone(failed)).toBe(false);
  });

  it('is not started before any unit says anything', () => {
    expect(attemptOutcome([])).toMatchObject({
      completion: 'unknown',
      success: 'unknown',
      score: null,
      progress: 0,
    });
  });
});
