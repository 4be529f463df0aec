/// <reference path="./rate-limit-stores.d.ts" />
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisLink } from './redis.js';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
type Method = 'incr' | 'read';
interface Behaviour {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * Counts in Redis, shared by every instance, while it answers, and in this instance's memory
 * while it does not: a Redis outage never lifts a limit (each instance then allows at most its
 * own share). Every count is also kept in memory, so an outage starts from what this instance
 * has seen rather than from zero. Both counters are @fastify/rate-limit's own stores; this
 * chooses between them. Keys are the limiter's key under the academy's prefix (REDIS_PREFIX).
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  private readonly local: InstanceType<typeof LocalStore>;
  private readonly shared: InstanceType<typeof RedisStore>;

  constructor(
    private readonly redis: RedisLink,
    behaviour: Behaviour,
  ) {
    const { continueExceeding = false, exponentialBackoff = false } = behaviour;
    this.local = new LocalStore(continueExceeding, exponentialBackoff);
    this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis.client, redis.prefix);
  }

  private count(method: Method, key: string, done: Done, timeWindow: number, max: number) {
    this.local[method](
      key,
      (_localError: Error | null, kept?: Counted) => {
        if (!this.redis.isUp()) return done(null, kept);
        this.shared[method](
          key,
          (error: Error | null, counted?: Counted) => done(null, error ? kept : counted),
          timeWindow,
          max,
        );
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.count('incr', key, done, timeWindow, max);
  }

  read(key: string, done: Done, timeWindow: number, max: number) {
    this.count('read', key, done, timeWindow, max);
  }

  /**
   * Each limiter's own store. Its keys name the limiter already; @fastify/rate-limit's own Redis
   * store would add the route's method and URL, which `createRateLimit` leaves blank
   * ("undefinedundefined").
   */
  child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
    // the plugin hands the limiter's merged options here, whatever its types say of a route's
    return new SharedOrLocalStore(this.redis, options as unknown as Behaviour);
  }
}

/** The store @fastify/rate-limit builds from its options: shared through `redis`, else in memory. */
export function sharedOrLocalStore(redis: RedisLink): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor(options: Behaviour) {
      super(redis, options);
    }
  };
}
