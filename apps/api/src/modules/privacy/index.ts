/**
 * People's data under the LGPD and the GDPR: a person's export, read through the register of
 * personal data (db/personal-data.ts), and his erasure, whose files' bytes a job deletes. Other
 * modules import only this file.
 */

export { privacyJobs } from './file-deletions.js';
export { privacyRoutes } from './routes.js';
