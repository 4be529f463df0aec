import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAM_SUBMIT_GRACE_MS, type ExamHistory, examState, waitLeft } from './exam-state.js';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12);

const history = (overrides: Partial<ExamHistory> = {}): ExamHistory => ({
  attempts: [],
  openAttempt: null,
  maxTries: 3,
  grantedTries: 0,
  waitHours: 0,
  requirementsMet: true,
  now: NOW,
  ...overrides,
});
const failed = (hoursAgo: number) => ({ passed: false, submittedAt: NOW - hoursAgo * HOUR });

const arbitraryHistory = fc.record({
  attempts: fc.array(
    fc.record({ passed: fc.boolean(), submittedAt: fc.integer({ min: NOW - 1000 * HOUR, max: NOW }) }),
    { maxLength: 8 },
  ),
  openAttempt: fc.option(
    fc.record({
      deadline: fc.option(fc.integer({ min: NOW - 10 * HOUR, max: NOW + 10 * HOUR }), { nil: null }),
    }),
    { nil: null },
  ),
  maxTries: fc.integer({ min: 0, max: 6 }),
  grantedTries: fc.integer({ min: 0, max: 3 }),
  waitHours: fc.integer({ min: 0, max: 48 }),
  requirementsMet: fc.boolean(),
  now: fc.constant(NOW),
});

describe('the exam state', () => {
  it('never lets an attempt start that the limits forbid', () => {
    fc.assert(
      fc.property(arbitraryHistory, (h) => {
        if (examState(h).screen !== 'start') return;
        const expired = h.openAttempt?.deadline != null ? 1 : 0;
        const sat = h.attempts.length + expired;
        expect(h.attempts.some((a) => a.passed)).toBe(false);
        expect(h.requirementsMet).toBe(true);
        if (h.maxTries > 0) expect(sat).toBeLessThan(h.maxTries + h.grantedTries);
        const times = [
          ...h.attempts.map((a) => a.submittedAt),
          ...(expired ? [h.openAttempt?.deadline ?? 0] : []),
        ];
        for (const time of times) expect(time + h.waitHours * HOUR).toBeLessThanOrEqual(h.now);
        if (h.openAttempt) expect(h.openAttempt.deadline).not.toBeNull();
      }),
    );
  });

  it('once passed, stays approved whatever else happened', () => {
    fc.assert(
      fc.property(arbitraryHistory, (h) => {
        const passed = { ...h, attempts: [...h.attempts, { passed: true, submittedAt: NOW }] };
        expect(examState(passed).screen).toBe('approved-lock');
      }),
    );
  });

  it('starts with no attempt, no wait and the requirements met', () => {
    expect(examState(history())).toEqual({ screen: 'start', attemptsLeft: 3 });
    expect(examState(history({ maxTries: 0 }))).toEqual({ screen: 'start', attemptsLeft: null });
  });

  it('locks on earlier modules before anything but a pass', () => {
    expect(examState(history({ requirementsMet: false, attempts: [failed(1)] })).screen).toBe(
      'requirement-lock',
    );
  });

  it('locks when the attempts are used up, and a granted attempt opens it again', () => {
    const used = [failed(30), failed(20), failed(10)];
    expect(examState(history({ attempts: used }))).toEqual({ screen: 'attempts-lock', attemptsNumber: 3 });
    expect(examState(history({ attempts: used, grantedTries: 1 }))).toEqual({
      screen: 'start',
      attemptsLeft: 1,
    });
  });

  it('locks for the wait after the last attempt, then starts', () => {
    expect(examState(history({ attempts: [failed(1)], waitHours: 2 }))).toEqual({
      screen: 'time-lock',
      until: NOW + HOUR,
    });
    expect(examState(history({ attempts: [failed(3)], waitHours: 2 })).screen).toBe('start');
  });

  it('shows the open attempt until its deadline and grace pass; then it counts as failed', () => {
    expect(examState(history({ openAttempt: { deadline: NOW + HOUR } }))).toEqual({
      screen: 'exam',
      deadline: NOW + HOUR,
    });
    const late = NOW - EXAM_SUBMIT_GRACE_MS - 1;
    expect(examState(history({ openAttempt: { deadline: late }, maxTries: 1 }))).toEqual({
      screen: 'attempts-lock',
      attemptsNumber: 1,
    });
  });
});

describe('the wait left', () => {
  it('is told in hours, or in minutes under an hour', () => {
    expect(waitLeft(NOW + 90 * 60_000, NOW)).toEqual({ count: 2, unit: 'hours' });
    expect(waitLeft(NOW + 59 * 60_000 + 1, NOW)).toEqual({ count: 60, unit: 'minutes' });
    expect(waitLeft(NOW + 1000, NOW)).toEqual({ count: 1, unit: 'minutes' });
  });
});
