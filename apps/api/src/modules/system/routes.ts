import { sendFailure } from '../../lib/error-handler.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { isMaintenanceOn } from '../settings/maintenance.js';
import { databaseAnswers } from './service.js';

export const systemRoutes: RoutesPlugin = (app, { db }) => {
  app.get(
    '/system/health',
    { config: { access: 'public', maintenance: 'open' } },
    async (_request, reply) => {
      if (await databaseAnswers(db)) return { database: 'up' };
      return sendFailure(reply, 'unavailable');
    },
  );

  app.get('/system/server_time', { config: { access: 'public', maintenance: 'open' } }, async () => ({
    now: new Date().toISOString(),
  }));

  /** What the web app needs before anyone signs in. */
  app.get('/system/status', { config: { access: 'public', maintenance: 'open' } }, async () => ({
    maintenance: await isMaintenanceOn(db),
  }));
};
