/**
 * When the unavailable page asks the server again: soon at first (most outages are a restart),
 * then less often, so many open browsers do not hammer a server that is coming back.
 */
export const RETRY_DELAYS_MS = [3_000, 5_000, 10_000] as const;

export const retryDelayMs = (failedChecks: number): number =>
  RETRY_DELAYS_MS[Math.min(failedChecks, RETRY_DELAYS_MS.length - 1)] ?? RETRY_DELAYS_MS[0];

export interface RetryState {
  /** checks that found the server still unavailable */
  failedChecks: number;
  /** when the next check starts on its own (ms since the epoch) */
  dueAt: number;
  /** a check is running: the caller runs one whenever this turns true */
  checking: boolean;
  now: number;
}

export type RetryEvent =
  | { type: 'tick'; now: number }
  | { type: 'retry-now'; now: number }
  | { type: 'failed'; now: number };

export const startRetrying = (now: number): RetryState => ({
  failedChecks: 0,
  dueAt: now + retryDelayMs(0),
  checking: false,
  now,
});

/** The loop's next state: a check starts when it is due or asked for, and one at a time. */
export function nextRetryState(state: RetryState, event: RetryEvent): RetryState {
  switch (event.type) {
    case 'tick':
      return { ...state, now: event.now, checking: state.checking || event.now >= state.dueAt };
    case 'retry-now':
      return { ...state, now: event.now, checking: true };
    case 'failed': {
      const failedChecks = state.failedChecks + 1;
      return { failedChecks, dueAt: event.now + retryDelayMs(failedChecks), checking: false, now: event.now };
    }
  }
}

/** Whole seconds until the next check, as the countdown shows them. */
export const secondsLeft = (state: RetryState): number =>
  Math.max(0, Math.ceil((state.dueAt - state.now) / 1000));

/** How far the wait for the next check has gone, 0 to 100, for a progress bar. */
export function waitProgress(state: RetryState): number {
  const delay = retryDelayMs(state.failedChecks);
  const waited = delay - Math.max(0, state.dueAt - state.now);
  return Math.min(100, Math.max(0, (waited / delay) * 100));
}
