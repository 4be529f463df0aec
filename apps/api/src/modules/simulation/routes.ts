import { simulationCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { refuseBody } from '../../lib/refuse-body.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { endSimulation, getSimulation, setSimulationMode, startSimulation } from './service.js';

export const simulationRoutes: RoutesPlugin = (app, { db, config }) => {
  route(
    app,
    simulationCalls.start,
    { access: ['admin', 'tsm', 'master'], simulation: 'start' },
    async (request) =>
      startSimulation(db, config, authOf(request), request.body.userId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  // open during maintenance, as auth/me: the bar that shows it must be able to end it
  route(app, simulationCalls.get, { maintenance: 'open' }, async (request) => getSimulation(authOf(request)));

  route(app, simulationCalls.setMode, { simulation: 'control' }, async (request) =>
    setSimulationMode(db, authOf(request), request.body.mode, request.ip),
  );

  route(
    app,
    simulationCalls.end,
    { maintenance: 'open', simulation: 'control', preHandler: refuseBody },
    async (request) => endSimulation(db, authOf(request), request.ip),
  );
};
