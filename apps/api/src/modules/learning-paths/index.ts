/**
 * Learning paths: their routes, a learner's paths and a path's progress. Other modules import only
 * this file.
 */

export { completedPathsOf, pathProgress, progressFields } from './progress.js';
export { learningPathRoutes } from './routes.js';
export { requireVisiblePath } from './visibility.js';
