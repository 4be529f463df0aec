import { userCalls } from '@academy/domain';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { requestOrigin, siteOrigin } from '../../lib/site-address.js';
import { activitiesOf, conquestsOf } from './activities.js';
import { checkAllUsers, fixUser } from './check.js';
import { pickUsers, userTabsCounters } from './counters.js';
import { getUser } from './detail.js';
import { listUsers } from './list.js';
import { personCourses, personTeams } from './records.js';
import { removeUser } from './remove.js';
import { createUser, updateUser } from './save.js';

/** People are managed by admins (all), tsms (their scope) and masters (their distributor's). */
export const STAFF = { access: ['admin', 'tsm', 'master'] } as const;
const ADMINS = { access: ['admin'] } as const;

/**
 * The people screens' calls (/users, /user/create, /user/edit, /user/view): every answer holds
 * only the people of the asker's scope (lib/scope.ts), anyone else is 404.
 */
export const peopleRoutes: RoutesPlugin = (app, { db }) => {
  const invitationOf = async (request: FastifyRequest) => ({
    origin: await siteOrigin(db, requestOrigin(request)),
    ip: request.ip,
  });

  route(app, userCalls.list, STAFF, async (request) => listUsers(db, authOf(request).user, request.query));

  route(app, userCalls.tabsCounters, STAFF, async (request) => userTabsCounters(db, authOf(request).user));

  route(app, userCalls.get, STAFF, async (request) => getUser(db, authOf(request).user, request.params.id));

  route(app, userCalls.create, STAFF, async (request) =>
    createUser(db, authOf(request), request.body, await invitationOf(request)),
  );

  route(app, userCalls.update, STAFF, async (request) =>
    updateUser(db, authOf(request), request.body, request.ip),
  );

  route(app, userCalls.remove, STAFF, async (request) =>
    removeUser(db, authOf(request), request.params.id, request.ip),
  );

  route(app, userCalls.all, STAFF, async (request) => pickUsers(db, authOf(request).user, request.query));

  route(app, userCalls.courses, STAFF, async (request) =>
    personCourses(db, authOf(request).user, request.params.id),
  );

  route(app, userCalls.teams, STAFF, async (request) =>
    personTeams(db, authOf(request).user, request.params.id),
  );

  route(app, userCalls.activities, STAFF, async (request) =>
    activitiesOf(db, authOf(request).user, request.params.id),
  );

  route(app, userCalls.conquests, STAFF, async (request) =>
    conquestsOf(db, authOf(request).user, request.params.id),
  );

  route(app, userCalls.checkAll, ADMINS, async () => checkAllUsers(db));

  route(app, userCalls.fix, { ...ADMINS, simulation: 'change' }, async (request) =>
    fixUser(db, authOf(request), request.params.kind, request.params.id, request.ip),
  );
};
