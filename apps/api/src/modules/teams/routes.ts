import { teamCalls } from '@academy/domain';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { listTeams } from './service.js';

/** The team list the course audience picker needs; managing teams comes with the people area. */
export const teamRoutes: RoutesPlugin = (app, { db }) => {
  route(app, teamCalls.list, { access: ['admin'] }, async (request) => listTeams(db, request.query));
};
