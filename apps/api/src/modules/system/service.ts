import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { RedisLink } from '../../lib/redis.js';

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the readiness check answers: the database and, when configured, Redis, asked together;
 * not-ready names each that does not answer, and the server itself while it stops.
 */
export async function readiness(db: Db, redis: RedisLink | null, stopping: boolean) {
  const [database, shared] = await Promise.all([databaseAnswers(db), redis?.answers() ?? null]);
  const notReady: Record<string, string> = {
    ...(!database && { database: 'down' }),
    ...(shared === false && { redis: 'down' }),
    ...(stopping && { server: 'stopping' }),
  };
  if (Object.keys(notReady).length > 0) fail('not-ready', notReady);
  return { database: 'up' as const, redis: shared === null ? ('not-configured' as const) : ('up' as const) };
}
