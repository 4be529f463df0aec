import { teamListQuery } from '@academy/domain';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { listTeams } from './service.js';

/** The team list the course audience picker needs; managing teams comes with the people area. */
export const teamRoutes: RoutesPlugin = (app, { db }) => {
  app.get(
    '/team/list',
    { schema: { querystring: teamListQuery }, config: { access: ['admin'] } },
    (request) => listTeams(db, request.query),
  );
};
