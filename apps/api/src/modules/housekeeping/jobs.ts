import type { AppDeps } from '../../lib/deps.js';
import { removeEndedReads } from '../../lib/report-cache.js';
import { sendExpiryNotices } from '../certificates/index.js';
import { removeExpiredSessions } from './expired-sessions.js';
import { retryDueMail } from './mail-retries.js';
import { sendRegistrationReminders } from './registration-reminders.js';
import type { Job } from './scheduler.js';

/** What every API instance runs in the background; each job takes turns across instances. */
export function housekeepingJobs({ db, config, mailer }: AppDeps): Job[] {
  return [
    { name: 'expired-sessions', everyMs: 10 * 60_000, run: () => removeExpiredSessions(db, config) },
    // often enough that the first retry comes close to its one-minute wait
    { name: 'mail-retries', everyMs: 20_000, run: (signal) => retryDueMail(db, mailer, { signal }) },
    // notices are due 30 days ahead: an hourly pass tells everyone on the right day
    { name: 'certificate-expiry', everyMs: 60 * 60_000, run: () => sendExpiryNotices(db) },
    // a registration is reminded of within a quarter of an hour of its 48 hours
    { name: 'registration-reminders', everyMs: 15 * 60_000, run: () => sendRegistrationReminders(db) },
    { name: 'ended-report-reads', everyMs: 10 * 60_000, run: () => removeEndedReads(db) },
  ];
}
