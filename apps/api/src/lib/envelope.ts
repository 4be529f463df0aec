import { API_SUCCESS } from '@academy/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Registered inside the /api plugin. Handlers return plain data; this wraps every successful JSON answer of the API in
 * `{ status: 1, data }`. Failures are shaped by the error handler and pass through untouched.
 */
export function registerEnvelope(app: FastifyInstance) {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    return { status: API_SUCCESS, data: payload ?? null };
  });
}
