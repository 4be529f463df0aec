import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once `condition` holds, looking every few milliseconds; throws after `timeoutMs`. For
 * waiting on something to happen only: that something did not happen is shown by a clock the test
 * moves by hand, never by waiting a while.
 */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}
