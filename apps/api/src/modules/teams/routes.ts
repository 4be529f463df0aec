import { teamCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { getTeam } from './detail.js';
import { listTeams } from './list.js';
import { listTeamMasters, loadTeamUsers } from './people.js';
import { createTeam, removeTeam, updateTeam } from './save.js';

/** Teams are managed by admins (all), tsms (their scope) and masters (their distributor's). */
const MANAGERS = { access: ['admin', 'tsm', 'master'] } as const;

export const teamRoutes: RoutesPlugin = (app, { db }) => {
  route(app, teamCalls.list, MANAGERS, async (request) => listTeams(db, authOf(request).user, request.query));

  route(app, teamCalls.get, MANAGERS, async (request) =>
    getTeam(db, authOf(request).user, request.params.id),
  );

  route(app, teamCalls.create, MANAGERS, async (request) =>
    createTeam(db, authOf(request).user, request.body),
  );

  route(app, teamCalls.update, MANAGERS, async (request) =>
    updateTeam(db, authOf(request).user, request.params.id, request.body),
  );

  route(app, teamCalls.remove, MANAGERS, async (request) =>
    removeTeam(db, authOf(request).user, request.params.id),
  );

  route(app, teamCalls.masters, MANAGERS, async (request) => listTeamMasters(db, authOf(request).user));

  route(app, teamCalls.loadUsers, MANAGERS, async (request) =>
    loadTeamUsers(db, authOf(request).user, request.body.masters),
  );
};
