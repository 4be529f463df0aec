/**
 * When a failed delivery is tried again: 30 s after the first try, then 2 and 10 minutes, half an
 * hour, 1, 2 and 4 hours, then every 6 hours; it is given up on once a try would start more than
 * 24 hours after the event (Standard Webhooks' receivers expect about a day of retries).
 */
const DELAYS_SECONDS = [30, 120, 600, 1_800, 3_600, 7_200, 14_400];
const LATER_SECONDS = 21_600;
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** The next try after `attempts` tries, or null to give up. */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const delay = DELAYS_SECONDS[attempts - 1] ?? LATER_SECONDS;
  const next = new Date(now.getTime() + delay * 1000);
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
