import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { changesSomething } from '../../lib/access.js';
import { hasAudited, recordAudit } from './record.js';

/**
 * Writes to the audit log every change made by someone who is not plainly himself: in a
 * simulation (the asker as actor, the simulated user as acting-as) or with an API token (the
 * token named in the entry): the method, the route and its parameters. A handler that recorded its
 * own entry (with more detail) is not recorded twice. The entry is written before the answer
 * leaves, after the change; public routes act for no one and are left out.
 */
export function registerChangeAudit(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (
      !(auth?.simulatedBy || auth?.apiToken) ||
      !changesSomething(request) ||
      reply.statusCode >= 300 ||
      request.routeOptions.config?.access === 'public' ||
      hasAudited(auth)
    )
      return payload;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    // the thing changed: the path's id, else the `_id` many bodies name it by (nothing else of
    // the body is kept: it may hold a password)
    const entityId = [params.id, body._id].find((value) => typeof value === 'string') as string | undefined;
    const route = request.routeOptions.url ?? request.url;
    await recordAudit(db, auth, {
      action: auth.apiToken ? 'api-token.change' : 'simulation.change',
      entity: route,
      entityId,
      details: { method: request.method, route, params },
      ip: request.ip,
    });
    return payload;
  });
}
