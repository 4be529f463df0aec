import { renewalCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { publishVersion } from './versions.js';

export const renewalRoutes: RoutesPlugin = (app, { db }) => {
  route(app, renewalCalls.publishVersion, { access: ['admin'] }, async (request) =>
    publishVersion(db, authOf(request), request.body, request.ip),
  );
};
