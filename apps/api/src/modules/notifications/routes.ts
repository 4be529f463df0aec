import { notificationIdParams } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { refuseBody } from '../auth/no-body.js';
import { clearNotifications, listNotifications, markAsRead } from './service.js';

/** The signed-in user's own notifications (during a simulation, the simulated user's). */
export const notificationRoutes: RoutesPlugin = (app, { db }) => {
  app.get('/notification/list', async (request) => listNotifications(db, authOf(request).user.id));

  app.get('/notification/mark-as-read/:id', { schema: { params: notificationIdParams } }, async (request) => {
    await markAsRead(db, authOf(request).user.id, request.params.id);
    return { ok: true };
  });

  app.post('/notification/clear-notifications', { preValidation: refuseBody }, async (request) => {
    await clearNotifications(db, authOf(request).user.id);
    return { ok: true };
  });
};
