import { authCalls, initialThrottle, recordNavigation, type ThrottleState } from '@academy/domain';
import { call, hasSession, sessionConfirmation } from '../../lib/api';

/** The throttle's memory lives as long as the page: it counts navigations across the app. */
let throttle: ThrottleState = initialThrottle;

/** A session the server confirmed this recently needs no second check (the first screen's auth/me). */
const CONFIRMED_MS = 5_000;

/**
 * Spec section 2: each navigation verifies the session with the server, except in a burst of
 * navigations (10 within 5 s) where the check is skipped, and right after the server confirmed it.
 * An expired session makes the API tell the session (onSessionExpired), which signs out and shows
 * "Login expired"; a network failure is ignored, the next navigation asks again.
 */
export function checkSessionOnNavigation(now: number = Date.now()): void {
  const step = recordNavigation(throttle, now);
  throttle = step.state;
  if (step.skipGuard || !hasSession() || sessionConfirmation.within(CONFIRMED_MS, now)) return;
  call(authCalls.me)
    .then(sessionConfirmation.mark)
    .catch(() => undefined);
}
