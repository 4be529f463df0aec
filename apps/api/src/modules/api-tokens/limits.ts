import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';

/**
 * Each API token's own rate limit, counted after the access hook has resolved it, in the rate
 * limits' store (Redis when configured, so every instance counts together). Sessions are not
 * counted here: a person at a browser is limited where guessing is possible (modules/auth).
 */
export function registerApiTokenLimits(app: FastifyInstance, perMinute: number) {
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.auth?.apiToken?.id ?? ''}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.auth?.apiToken) return;
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', Math.max(1, outcome.ttlInSeconds));
      throw new AppError('rate-limited');
    }
  });
}
