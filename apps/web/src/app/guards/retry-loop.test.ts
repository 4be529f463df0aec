import { describe, expect, it } from 'vitest';
import {
  nextRetryState,
  RETRY_DELAYS_MS,
  type RetryState,
  retryDelayMs,
  secondsLeft,
  startRetrying,
  waitProgress,
} from './retry-loop';

const T0 = 1_000_000;

describe('the unavailable page retry loop', () => {
  it('waits a few seconds at first, then longer, never more than the last delay', () => {
    expect([0, 1, 2, 3, 50].map(retryDelayMs)).toEqual([3_000, 5_000, 10_000, 10_000, 10_000]);
    expect(Math.max(...RETRY_DELAYS_MS)).toBeLessThanOrEqual(10_000);
  });

  it('starts a check only when it is due, and counts down in whole seconds meanwhile', () => {
    let state = startRetrying(T0);
    expect(secondsLeft(state)).toBe(3);
    state = nextRetryState(state, { type: 'tick', now: T0 + 500 });
    expect(state.checking).toBe(false);
    expect(secondsLeft(state)).toBe(3);
    state = nextRetryState(state, { type: 'tick', now: T0 + 2_100 });
    expect(secondsLeft(state)).toBe(1);
    expect(waitProgress(state)).toBeCloseTo(70);
    state = nextRetryState(state, { type: 'tick', now: T0 + 3_000 });
    expect(state.checking).toBe(true);
    expect(secondsLeft(state)).toBe(0);
  });

  it('after a failed check waits the next, longer delay', () => {
    let state: RetryState = { ...startRetrying(T0), checking: true };
    state = nextRetryState(state, { type: 'failed', now: T0 + 3_200 });
    expect(state).toMatchObject({ failedChecks: 1, checking: false, dueAt: T0 + 8_200 });
    expect(waitProgress(state)).toBe(0);
    state = nextRetryState(state, { type: 'tick', now: T0 + 8_199 });
    expect(state.checking).toBe(false);
    state = nextRetryState(state, { type: 'tick', now: T0 + 8_200 });
    expect(state.checking).toBe(true);
  });

  it('"try again" checks at once, and a check in progress is not started twice', () => {
    let state = nextRetryState(startRetrying(T0), { type: 'retry-now', now: T0 + 100 });
    expect(state.checking).toBe(true);
    const during = nextRetryState(state, { type: 'retry-now', now: T0 + 200 });
    expect(during).toMatchObject({ checking: true, failedChecks: 0 });
    state = nextRetryState(during, { type: 'tick', now: T0 + 60_000 });
    expect(state).toMatchObject({ checking: true, failedChecks: 0 });
  });
});
