import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors.js';
import type { ApiApp } from './route-types.js';

/** How many requests one client address may make in a window (ms). */
export interface AddressLimit {
  max: number;
  timeWindow: number;
}

/**
 * A hook counting each request under the counter `name` and the key `keyOf` gives it; over the
 * limit it is 429 rate-limited, with the seconds to wait. The counters live in Redis when it is
 * configured, so every instance shares them, and in the instance's memory while Redis does not
 * answer (lib/rate-limit-store.ts).
 */
export function keyedRateLimit(
  app: ApiApp,
  name: string,
  limit: AddressLimit,
  keyOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:${keyOf(request)}` });
  return async function countRequest(request, reply) {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', Math.max(1, outcome.ttlInSeconds));
      throw new AppError('rate-limited');
    }
  };
}

/** A preHandler counting each request of a public route against its client address (see `keyedRateLimit`). */
export const addressRateLimit = (app: ApiApp, name: string, limit: AddressLimit) =>
  keyedRateLimit(app, name, limit, (request) => `address:${request.ip}`);
