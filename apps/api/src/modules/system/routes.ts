import { sendFailure } from '../../lib/error-handler.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { isMaintenanceOn } from '../settings/maintenance.js';
import { databaseAnswers } from './service.js';

export const systemRoutes: RoutesPlugin = (app, { db }) => {
  app.get(
    '/system/health',
    { config: { access: 'public', maintenance: 'open' } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { database: 'up' };
      } catch {
        return reply
          .code(503)
          .send({ status: 0, error: 'unavailable', message: 'The database does not answer' });
      }
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
