import { userImportCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { requestOrigin, siteOrigin } from '../../lib/site-address.js';
import { importUsers } from './service.js';

/**
 * Admins import anyone; a tsm or a master imports within his scope (his followed distributors,
 * his own distributor), the rows outside it refused one by one.
 */
export const userImportRoutes: RoutesPlugin = (app, { db }) => {
  route(app, userImportCalls.import, { access: ['admin', 'tsm', 'master'] }, async (request) =>
    // the invitations' link: read once per applied batch, never for a dry run
    importUsers(db, authOf(request), request.body, async () => ({
      origin: await siteOrigin(db, requestOrigin(request)),
      ip: request.ip,
    })),
  );
};
