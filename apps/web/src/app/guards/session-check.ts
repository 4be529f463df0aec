import { authCalls, initialThrottle, recordNavigation, type ThrottleState } from '@academy/domain';
import { call, tokenStore } from '../../lib/api';

/** The throttle's memory lives as long as the page: it counts navigations across the app. */
let throttle: ThrottleState = initialThrottle;

/**
 * Spec section 2: each navigation verifies the session with the server, except in a burst of
 * navigations (10 within 5 s) where the check is skipped. An expired token makes the API tell the
 * session (onSessionExpired), which signs out and shows "Login expired"; a network failure is
 * ignored, the next navigation asks again.
 */
export function checkSessionOnNavigation(now: number = Date.now()): void {
  const step = recordNavigation(throttle, now);
  throttle = step.state;
  const token = tokenStore.get();
  if (step.skipGuard || !token) return;
  call(authCalls.checkToken, { body: { token } }).catch(() => undefined);
}
