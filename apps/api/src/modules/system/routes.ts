import { systemCalls } from '@academy/domain';
import { fail } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { maintenanceStatus } from '../settings/maintenance.js';
import { databaseAnswers } from './service.js';

const openToAll = { access: 'public', maintenance: 'open' } as const;

export const systemRoutes: RoutesPlugin = (app, { db }) => {
  route(app, systemCalls.health, openToAll, async () =>
    (await databaseAnswers(db)) ? { database: 'up' as const } : fail('database-unavailable'),
  );

  route(app, systemCalls.serverTime, openToAll, async () => ({ now: new Date().toISOString() }));

  /** What the web app needs before anyone signs in. */
  route(app, systemCalls.status, openToAll, async () => maintenanceStatus(db));
};
