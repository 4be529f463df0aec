import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { ApiApp } from '../../lib/route-types.js';

/**
 * How often the doors that guess at passwords and reset codes may be knocked on: per client
 * address (one machine trying many accounts) and per account email (many machines trying one
 * account). The first exhausted answers 429 rate-limited.
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins (wrong password or unknown email). Successful ones are not counted, so
   * people behind one office address, or one person on many devices, are never locked out
   * by signing in.
   */
  loginFailures: {
    perAddress: { max: 30, timeWindow: 5 * 60_000 },
    perAccount: { max: 10, timeWindow: 15 * 60_000 },
  },
  /** Every request of generate_reset_token, verify_code and change_password. */
  passwordReset: {
    perAddress: { max: 30, timeWindow: 5 * 60_000 },
    perAccount: { max: 10, timeWindow: 15 * 60_000 },
  },
  /** Registrations: each one costs a password hash, so a script cannot flood the moderation queue. */
  registration: {
    perAddress: { max: 20, timeWindow: 60 * 60_000 },
    perAccount: { max: 5, timeWindow: 60 * 60_000 },
  },
} as const;

type Group = keyof typeof RATE_LIMITS;
type Limiter = ReturnType<ApiApp['createRateLimit']>;

/** The (already validated and lowercased) email of a body or query, if the route has one. */
function emailOf(request: FastifyRequest): string | undefined {
  const source = (request.body ?? request.query) as { email?: unknown } | undefined;
  return typeof source?.email === 'string' ? source.email : undefined;
}

/**
 * The limiters of a group that apply to a request. `createRateLimit` is used rather than
 * `app.rateLimit` because the latter runs once per request, so two of them on one route would
 * silently skip the second. Keys carry the group and the kind so every counter stays apart in
 * the shared (Redis) store, under the academy's REDIS_PREFIX (lib/rate-limit-store.ts).
 */
function limitersOf(app: ApiApp, group: Group) {
  const limits = RATE_LIMITS[group];
  const perAddress = app.createRateLimit({
    ...limits.perAddress,
    keyGenerator: (request) => `${group}:address:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    ...limits.perAccount,
    keyGenerator: (request) => `${group}:account:${emailOf(request) ?? ''}`,
  });
  return (request: FastifyRequest): Limiter[] => (emailOf(request) ? [perAddress, perAccount] : [perAddress]);
}

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', Math.max(1, retryAfterSeconds));
  throw new AppError('rate-limited');
}

/** A preHandler that counts every request against its group's address and account limits. */
export function rateLimited(app: ApiApp, group: Exclude<Group, 'loginFailures'>): preHandlerAsyncHookHandler {
  const limitersFor = limitersOf(app, group);
  return async function countRequest(request, reply) {
    for (const limiter of limitersFor(request)) {
      const outcome = await limiter(request);
      if (!outcome.isAllowed && outcome.isExceeded) refuse(reply, outcome.ttlInSeconds);
    }
  };
}

/** What the login service calls once it knows whether the password was right. */
export interface LoginGuard {
  /** counts a failed sign-in; refuses with rate-limited when that went over a limit */
  failed(): Promise<void>;
  /** refuses a right password too when the failures ran out meanwhile (guesses sent in parallel) */
  succeeded(): Promise<void>;
}

/**
 * Limits on failed sign-ins. The preHandler turns away, before any password hashing, a client
 * whose failures are used up; the guard counts failures as they happen and checks again before
 * a right password is honoured, so a burst of parallel guesses gains nothing.
 */
export function loginFailureLimits(app: ApiApp) {
  const limitersFor = limitersOf(app, 'loginFailures');

  async function refuseWhenUsedUp(request: FastifyRequest, reply: FastifyReply) {
    for (const limiter of limitersFor(request)) {
      const outcome = await limiter(request, { increment: false });
      if (!outcome.isAllowed && outcome.remaining === 0) refuse(reply, outcome.ttlInSeconds);
    }
  }

  return {
    preHandler: refuseWhenUsedUp satisfies preHandlerAsyncHookHandler,
    guard: (request: FastifyRequest, reply: FastifyReply): LoginGuard => ({
      async failed() {
        for (const limiter of limitersFor(request)) {
          const outcome = await limiter(request);
          if (!outcome.isAllowed && outcome.isExceeded) refuse(reply, outcome.ttlInSeconds);
        }
      },
      succeeded: () => refuseWhenUsedUp(request, reply),
    }),
  };
}
