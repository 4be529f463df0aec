/**
 * The learners of one's scope by course and by learner, and their downloads. Other modules import only
 * this file.
 */

export { reportLearners } from './learners.js';
export { reportRoutes } from './routes.js';
export { SHEET_TEXTS } from './sheet-texts.js';
