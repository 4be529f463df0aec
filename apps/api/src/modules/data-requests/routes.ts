import { dataRequestCalls } from '@academy/domain';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { requestOrigin } from '../../lib/site-address.js';
import { closeRequest } from './close.js';
import { listOwnRequests } from './mine.js';
import { countRequests, listRequests } from './queue.js';
import { recordRequest } from './record.js';
import { readRequest } from './rows.js';

/** The queue is the admins' (the issue's "shown in a queue to admins"); a person sees his own. */
const ADMIN = { access: ['admin'] } as const;

const originOf = (request: FastifyRequest) => ({ requestOrigin: requestOrigin(request), ip: request.ip });

/** A request just written, as the queue shows it. */
async function shown(db: Parameters<typeof readRequest>[0], id: string) {
  const item = await readRequest(db, id);
  if (!item) throw new AppError('not-found');
  return item;
}

/** People's data requests: asked by the person or recorded by an admin, the queue, the close. */
export const dataRequestRoutes: RoutesPlugin = (app, { db }) => {
  route(app, dataRequestCalls.ask, {}, async (request) => {
    const auth = authOf(request);
    const id = await recordRequest(db, auth, { userId: auth.user.id, ...request.body }, originOf(request));
    return shown(db, id);
  });

  route(app, dataRequestCalls.mine, {}, async (request) => listOwnRequests(db, authOf(request).user.id));

  route(app, dataRequestCalls.record, ADMIN, async (request) => {
    const { user, ...rest } = request.body;
    const id = await recordRequest(db, authOf(request), { userId: user, ...rest }, originOf(request));
    return shown(db, id);
  });

  route(app, dataRequestCalls.list, ADMIN, async (request) => listRequests(db, request.query));

  route(app, dataRequestCalls.counts, ADMIN, async () => countRequests(db));

  route(app, dataRequestCalls.close, ADMIN, async (request) => {
    await closeRequest(db, authOf(request), request.params.id, request.body, originOf(request));
    return shown(db, request.params.id);
  });
};
