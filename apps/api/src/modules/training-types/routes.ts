import type { RoutesPlugin } from '../../lib/route-types.js';
import { listTrainingTypes } from './service.js';

/** The training types a course can have, for the course form; managing them comes with the settings area. */
export const trainingTypeRoutes: RoutesPlugin = (app, { db }) => {
  app.get('/training-type/list', { config: { access: ['admin'] } }, () => listTrainingTypes(db));
};
