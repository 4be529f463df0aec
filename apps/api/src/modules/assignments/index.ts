/**
 * Assignments: a course or a path given to people with a due date, by staff or by rules that
 * assign by themselves; each person's row follows his progress. Other modules import only this
 * file: progress tells it of each mark, and the people's modules of each person created or changed.
 */

export { assignmentJobs } from './jobs.js';
export { followProgressOn } from './progress.js';
export { assignRenewal, openRenewalOf } from './renewal.js';
export { assignmentRoutes } from './routes.js';
export { applyRulesTo } from './rules.js';
