import { auditCalls } from '@academy/domain';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { listAudit, listAuditActions } from './service.js';

const adminOnly = { access: ['admin'] } as const;

export const auditRoutes: RoutesPlugin = (app, { db }) => {
  route(app, auditCalls.list, adminOnly, async (request) => listAudit(db, request.query));
  route(app, auditCalls.actions, adminOnly, async () => listAuditActions(db));
};
