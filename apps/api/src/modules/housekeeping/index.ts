/** The background jobs an instance runs on a schedule. Other modules import only this file. */

export { housekeepingJobs } from './jobs.js';
export { sendRegistrationReminders } from './registration-reminders.js';
export { createScheduler } from './scheduler.js';
