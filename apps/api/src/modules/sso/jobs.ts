import type { AppDeps } from '../../lib/deps.js';
import type { ScheduledJob } from '../../lib/jobs.js';
import { removeExpiredSignIns } from './browser-flow.js';

/** Sign-ins started and never finished are forgotten every 10 minutes, once expired. */
export const ssoJobs = (deps: AppDeps): ScheduledJob[] => [
  {
    name: 'sso-sign-ins',
    cron: '*/10 * * * *',
    run: async () => ({ removed: await removeExpiredSignIns(deps.db) }),
  },
];
