import { notificationCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { refuseBody } from '../../lib/refuse-body.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { clearNotifications, listNotifications, markAsRead } from './service.js';

/** The signed-in user's own notifications (during a simulation, the simulated user's). */
export const notificationRoutes: RoutesPlugin = (app, { db }) => {
  route(app, notificationCalls.list, {}, async (request) => listNotifications(db, authOf(request).user.id));

  route(app, notificationCalls.markAsRead, { simulation: 'change' }, async (request) => {
    await markAsRead(db, authOf(request).user.id, request.params.id);
    return { ok: true };
  });

  route(app, notificationCalls.clear, { preHandler: refuseBody }, async (request) => {
    await clearNotifications(db, authOf(request).user.id);
    return { ok: true };
  });
};
