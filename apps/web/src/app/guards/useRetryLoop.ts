import { useEffect, useReducer, useRef } from 'react';
import { nextRetryState, type RetryState, startRetrying } from './retry-loop';

/** The countdown moves this often; checks start on the first tick past their time. */
const TICK_MS = 500;

/**
 * Runs `check` when the next try is due or asked for, one at a time, until it resolves true
 * (the caller then stops rendering this). A check that resolves false or fails waits longer.
 */
export function useRetryLoop(check: () => Promise<boolean>): { state: RetryState; retryNow(): void } {
  const [state, dispatch] = useReducer(nextRetryState, undefined, () => startRetrying(Date.now()));
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => {
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!state.checking) return;
    let current = true;
    const failed = () => {
      if (current) dispatch({ type: 'failed', now: Date.now() });
    };
    checkRef.current().then((recovered) => {
      if (!recovered) failed();
    }, failed);
    return () => {
      current = false;
    };
  }, [state.checking]);

  return { state, retryNow: () => dispatch({ type: 'retry-now', now: Date.now() }) };
}
