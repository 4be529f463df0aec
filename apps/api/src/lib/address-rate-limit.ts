import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors.js';
import type { ApiApp } from './route-types.js';

/** How many requests one client address may make in a window (ms). */
export interface AddressLimit {
  max: number;
  timeWindow: number;
}

/**
 * A preHandler counting each request of a public route against its client address, under the
 * counter `name`; over the limit it is 429 rate-limited, with the seconds to wait. The counters
 * live in Redis when it is configured, so every instance shares them, and in the instance's
 * memory while Redis does not answer (lib/rate-limit-store.ts).
 */
export function addressRateLimit(app: ApiApp, name: string, limit: AddressLimit): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:address:${request.ip}`,
  });
  return async function countRequest(request, reply) {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', Math.max(1, outcome.ttlInSeconds));
      throw new AppError('rate-limited');
    }
  };
}
