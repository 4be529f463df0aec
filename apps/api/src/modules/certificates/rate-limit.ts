import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { ApiApp } from '../../lib/route-types.js';

/**
 * Checks of verification codes per client address: plenty for people scanning certificates,
 * useless for walking through codes (120 random bits could not be walked anyway).
 */
export const VERIFY_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/** A preHandler counting each verification against its address; over the limit it is 429 rate-limited. */
export function verifyRateLimit(app: ApiApp): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({
    ...VERIFY_LIMIT,
    keyGenerator: (request) => `certificate-verify:address:${request.ip}`,
  });
  return async function countVerification(request, reply) {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', Math.max(1, outcome.ttlInSeconds));
      throw new AppError('rate-limited');
    }
  };
}
