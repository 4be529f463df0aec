import type { AppDeps } from './lib/deps.js';
import type { ScheduledJob, SentJob } from './lib/jobs.js';
import { mailJobs } from './lib/mail-retries.js';
import { reportCacheJobs } from './lib/report-cache.js';
import { assignmentJobs } from './modules/assignments/index.js';
import { authJobs } from './modules/auth/index.js';
import { certificateJobs } from './modules/certificates/index.js';
import { figureJobs } from './modules/figures/index.js';
import { privacyJobs } from './modules/privacy/index.js';
import { renewalJobs } from './modules/renewals/index.js';
import { ssoJobs } from './modules/sso/index.js';
import { userJobs } from './modules/users/index.js';
import { webhookJobs } from './modules/webhooks/index.js';

/**
 * Every job the server runs in the background (lib/jobs.ts runs them on pg-boss): each module
 * hands its own, and lib its own (the mail outbox's retries, the report answers kept).
 */
export const backgroundJobs = (deps: AppDeps): ScheduledJob[] => [
  ...authJobs(deps),
  ...assignmentJobs(deps),
  ...userJobs(deps),
  ...certificateJobs(deps),
  ...figureJobs(deps),
  ...renewalJobs(deps),
  ...mailJobs(deps.db, deps.mailer),
  ...reportCacheJobs(deps.db),
  ...webhookJobs(deps).scheduled,
  ...ssoJobs(deps),
  ...privacyJobs(deps),
];

/** The jobs sent to the queue when there is work for them, with its data: the webhooks' deliveries. */
export const backgroundSentJobs = (deps: AppDeps): SentJob[] => [...webhookJobs(deps).sent];
