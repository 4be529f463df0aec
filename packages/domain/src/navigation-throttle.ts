/**
 * The route guard asks the server whether the session is still valid on every navigation.
 * A burst of navigations (10 within 5 seconds) skips that check so a redirect loop or a fast
 * user cannot flood the server; one quiet second resets the counter.
 */
export const THROTTLE_MAX_NAVIGATIONS = 10;
export const THROTTLE_WINDOW_MS = 5000;
export const THROTTLE_RESET_MS = 1000;

export interface ThrottleState {
  /** navigations counted in the current window */
  count: number;
  /** when the current window started */
  windowStart: number;
  /** when the last navigation happened */
  last: number;
}

export const initialThrottle: ThrottleState = { count: 0, windowStart: -Infinity, last: -Infinity };

/** Records a navigation at `now` and tells whether the guard's server check should be skipped. */
export function recordNavigation(
  state: ThrottleState,
  now: number,
): { state: ThrottleState; skipGuard: boolean } {
  const quiet = now - state.last >= THROTTLE_RESET_MS;
  const windowOver = now - state.windowStart > THROTTLE_WINDOW_MS;
  const base =
    quiet || windowOver
      ? { count: 0, windowStart: now }
      : { count: state.count, windowStart: state.windowStart };
  const count = base.count + 1;
  return {
    state: { count, windowStart: base.windowStart, last: now },
    skipGuard: count > THROTTLE_MAX_NAVIGATIONS,
  };
}
