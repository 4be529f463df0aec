import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { underJobLock } from '../../lib/job-lock.js';
import type { ScheduledJob } from '../../lib/jobs.js';
import { deleteExpiredSessions } from './sessions.js';

// Beside the seeds' locks (7_140_001, 7_140_002) in the one advisory lock space of the database.
export const EXPIRED_SESSIONS_LOCK = 7_140_010;
const BATCH = 5_000;

/** Deletes the sessions that ended, in batches; `busy` when another instance is at it. */
export function removeExpiredSessions(db: Db, config: Config, now = new Date()) {
  return underJobLock(db, EXPIRED_SESSIONS_LOCK, async (tx) => {
    let removed = 0;
    for (;;) {
      const batch = await deleteExpiredSessions(tx, config, BATCH, now);
      removed += batch;
      if (batch < BATCH) return removed;
    }
  });
}

/** Every 10 minutes, the sessions that ended a day ago go (until then their user hears `expired-token`). */
export const authJobs = ({ db, config }: Pick<AppDeps, 'db' | 'config'>): ScheduledJob[] => [
  { name: 'expired-sessions', cron: '*/10 * * * *', run: () => removeExpiredSessions(db, config) },
];
