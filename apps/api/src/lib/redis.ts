import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long a count waits for Redis before this instance counts it in memory instead. */
const COMMAND_TIMEOUT_MS = 500;

/** The Redis the rate limits share (REDIS_URL), and whether it answers. */
export interface RedisLink {
  readonly client: Redis;
  /** put before every key this academy writes (REDIS_PREFIX): academies sharing a Redis keep apart */
  readonly prefix: string;
  /** whether the connection is up: counts go to Redis only then */
  isUp(): boolean;
  /** whether Redis answers a PING now (the readiness check) */
  answers(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Connects to Redis, and keeps trying while it is away (ioredis reconnects by itself). Its
 * errors go to the app's log, once when Redis goes away and once when it is back, instead of
 * ioredis printing each failed reconnection as plain text. ioredis loads only where Redis is
 * configured.
 */
export async function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    // a command fails at once while disconnected, and after a short wait when Redis hangs:
    // the request is then counted in memory rather than held up
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  /** undefined until the first connection's outcome is known */
  let up: boolean | undefined;
  let closing = false;
  client.on('ready', () => {
    log.info(
      { redis: 'up' },
      up === false ? 'redis answers again: rate limits are counted there again' : 'redis connected',
    );
    up = true;
  });
  const wentAway = (error?: Error) => {
    if (closing || up === false) return;
    up = false;
    log.warn(
      { redis: 'down', err: error },
      "redis does not answer: rate limits are counted in this instance's memory until it does",
    );
  };
  client.on('error', wentAway);
  client.on('close', () => wentAway());
  return {
    client,
    prefix,
    isUp: () => client.status === 'ready',
    answers: () =>
      client.status === 'ready'
        ? client.ping().then(
            (answer) => answer === 'PONG',
            () => false,
          )
        : Promise.resolve(false),
    async close() {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
