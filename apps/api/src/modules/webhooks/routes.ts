import { webhookCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import {
  createWebhook,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  resendDelivery,
  testWebhook,
  updateWebhook,
} from './subscriptions.js';

const ADMIN = { access: ['admin'] } as const;

/** The webhooks screen of Settings: subscriptions and their delivery logs. */
export const webhookRoutes: RoutesPlugin = (app, deps) => {
  const { db, config } = deps;
  route(app, webhookCalls.list, ADMIN, async () => listWebhooks(db));

  route(app, webhookCalls.create, ADMIN, async (request) =>
    createWebhook(db, deps, authOf(request), request.body, request.ip),
  );

  route(app, webhookCalls.update, ADMIN, async (request) =>
    updateWebhook(db, config, authOf(request), request.params.id, request.body, request.ip),
  );

  route(app, webhookCalls.remove, ADMIN, async (request) =>
    removeWebhook(db, authOf(request), request.params.id, request.ip),
  );

  route(app, webhookCalls.test, ADMIN, async (request) => testWebhook(db, request.params.id));

  route(app, webhookCalls.deliveries, ADMIN, async (request) =>
    listDeliveries(db, request.params.id, request.query),
  );

  route(app, webhookCalls.resend, ADMIN, async (request) =>
    resendDelivery(db, authOf(request), request.params.id, request.ip),
  );
};
