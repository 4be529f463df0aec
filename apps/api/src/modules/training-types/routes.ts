import { trainingTypeCalls } from '@academy/domain';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { getTrainingType, listTrainingTypes, removeTrainingType, saveTrainingType } from './service.js';

const ADMIN = { access: ['admin'] } as const;

/** The training types a course can have: the course form reads them, the settings area keeps them. */
export const trainingTypeRoutes: RoutesPlugin = (app, { db }) => {
  route(app, trainingTypeCalls.list, ADMIN, async () => listTrainingTypes(db));

  route(app, trainingTypeCalls.get, ADMIN, async (request) => getTrainingType(db, request.params.id));

  route(app, trainingTypeCalls.save, ADMIN, async (request) => saveTrainingType(db, request.body));

  route(app, trainingTypeCalls.remove, ADMIN, async (request) => removeTrainingType(db, request.params.id));
};
