import type { JobLog } from './jobs.js';

/** A minute: how long the queue's errors stay quiet after one is logged. */
const QUIET_MS = 60_000;

/**
 * Logs the job queue's errors at most once a minute, with how many were left out since. While the
 * database is away, pg-boss fails alike at every look for a due run (every few seconds per job);
 * one line a minute says the same without burying the rest of the log.
 */
export function queueErrorLogger(log: Pick<JobLog, 'error'>, now: () => number = Date.now) {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let leftOut = 0;
  return (error: unknown) => {
    if (now() - loggedAt < QUIET_MS) {
      leftOut += 1;
      return;
    }
    log.error({ err: error, leftOut }, 'job queue error');
    loggedAt = now();
    leftOut = 0;
  };
}
