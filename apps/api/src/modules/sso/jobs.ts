import type { AppDeps } from '../../lib/deps.js';
import type { ScheduledJob } from '../../lib/jobs.js';
import { removeExpiredSignIns } from './browser-flow.js';

/** Sign-ins never finished and SAML assertions past their time are forgotten every 10 minutes. */
export const ssoJobs = (deps: AppDeps): ScheduledJob[] => [
  {
    name: 'sso-sign-ins',
    cron: '*/10 * * * *',
    run: () => removeExpiredSignIns(deps.db),
  },
];
