/**
 * A learner's progress through a course's lessons, and a course opened again when a certificate's
 * renewal begins. Other modules import only this file.
 */
export { openRenewals, progressJobs } from './renewal.js';
export { progressRoutes } from './routes.js';
export { completeExamLesson } from './service.js';
