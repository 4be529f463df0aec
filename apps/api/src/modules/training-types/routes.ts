import { trainingTypeCalls } from '@academy/domain';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { listTrainingTypes } from './service.js';

/** The training types a course can have, for the course form; managing them comes with the settings area. */
export const trainingTypeRoutes: RoutesPlugin = (app, { db }) => {
  route(app, trainingTypeCalls.list, { access: ['admin'] }, async () => listTrainingTypes(db));
};
