import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SimulationRule } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { hasAudited, recordAudit } from '../audit/index.js';

/** Methods that change nothing: allowed in a read-only simulation. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request changes something: any method but a read, or a GET declared as a change. */
const changes = (request: FastifyRequest) =>
  !READS.has(request.method) || request.routeOptions.config?.simulation === 'change';

/**
 * The access hook's check of a simulation session, before the input is read: no simulation starts
 * another, and while it is in 'view' mode every change is refused.
 */
export function checkSimulation(request: FastifyRequest, rule: SimulationRule | undefined) {
  const auth = request.auth;
  if (!auth?.simulatedBy) return;
  if (rule === 'start') throw new AppError('simulation-nested');
  if (auth.simulationMode === 'view' && changes(request) && rule !== 'control')
    throw new AppError('simulation-read-only');
}

/**
 * Writes every change made in a simulation to the audit log with both identities (the asker as
 * actor, the simulated user as acting-as): the method, the route and its parameters. A handler
 * that recorded its own entry (with more detail) is not recorded twice. The entry is written
 * before the answer leaves, after the change; public routes act for no one and are left out.
 */
export function registerSimulationAudit(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (
      !auth?.simulatedBy ||
      !changes(request) ||
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
      action: 'simulation.change',
      entity: route,
      entityId,
      details: { method: request.method, route, params },
      ip: request.ip,
    });
    return payload;
  });
}
