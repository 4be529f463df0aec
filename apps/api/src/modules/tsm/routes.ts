import { tsmCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { fail } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { saveTsmAssignment } from './save.js';
import { getTsmView, listTsms } from './view.js';

const ADMIN = { access: ['admin'] } as const;

/** TSM management (/settings-tsm) is an admin's; a tsm may read his own view. */
export const tsmRoutes: RoutesPlugin = (app, { db }) => {
  route(app, tsmCalls.list, ADMIN, async (request) => listTsms(db, request.query));

  route(app, tsmCalls.get, { access: ['admin', 'tsm'] }, async (request) => {
    const { user } = authOf(request);
    if (user.type !== 'admin' && user.id !== request.params.id) fail('forbidden');
    return getTsmView(db, request.params.id);
  });

  route(app, tsmCalls.save, ADMIN, async (request) =>
    saveTsmAssignment(db, authOf(request), request.params.id, request.body, request.ip),
  );
};
