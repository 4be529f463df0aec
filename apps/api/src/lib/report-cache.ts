import { and, eq, lt, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { reportCache } from '../db/schema/index.js';
import { authOf } from './access.js';
import type { AppDeps } from './deps.js';
import type { ScheduledJob } from './jobs.js';
import type { AuthUser } from './session-user.js';

/**
 * Whose scope an answer was read for: people who see the same people share it (lib/scope.ts).
 * A tsm's scope is his own, since what he follows is his alone.
 */
function scopeKey(viewer: AuthUser): string {
  if (viewer.type === 'admin') return 'admin';
  if (viewer.type === 'master') return `master:${viewer.distributorId ?? 'none'}`;
  return `${viewer.type}:${viewer.id}`;
}

/** How long the one asker who renews an ended answer has before another may try. */
const RENEWAL_MS = 30_000;

/**
 * The answer of a heavy read (a report page, a dashboard), kept `ttlMs` in PostgreSQL so that
 * every instance shares it (docs/conventions.md, Running at scale) and a crowd asking the same page costs
 * one computation a while instead of one each. `request` names the call and its input (its URL);
 * figures are at most `ttlMs` old, and a ttl of 0 reads afresh every time.
 *
 * When an answer ends, the first asker claims its renewal (one UPDATE: the row's lock lets one
 * win) and computes it again; those who ask meanwhile get the ended answer rather than all
 * computing it at once.
 */
export async function cachedRead<T>(
  db: Db,
  ttlMs: number,
  viewer: AuthUser,
  request: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (ttlMs <= 0) return compute();
  const key = `${scopeKey(viewer)}|${request}`;
  const now = new Date();
  const [kept] = await db
    .select({ value: reportCache.value, expiresAt: reportCache.expiresAt })
    .from(reportCache)
    .where(eq(reportCache.key, key));
  if (kept && kept.expiresAt > now) return kept.value as T;
  if (kept) {
    const claimed = await db
      .update(reportCache)
      .set({ expiresAt: new Date(now.getTime() + RENEWAL_MS) })
      .where(and(eq(reportCache.key, key), lte(reportCache.expiresAt, now)))
      .returning({ key: reportCache.key });
    if (claimed.length === 0) return kept.value as T;
  }
  const value = await compute();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insert(reportCache)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: reportCache.key, set: { value, expiresAt } });
  return value;
}

/** `cachedRead` for a route's handler: the asker and the request's URL name the answer. */
export const cachedAnswers =
  ({ db, config }: Pick<AppDeps, 'db' | 'config'>) =>
  <T>(request: FastifyRequest, compute: () => Promise<T>) =>
    cachedRead(db, config.reportCacheMs, authOf(request).user, request.url, compute);

/** Drops the answers that ended. */
export async function removeEndedReads(db: Db, now = new Date()): Promise<void> {
  await db.delete(reportCache).where(lt(reportCache.expiresAt, now));
}

/** Ended answers are dropped every 10 minutes, so the table holds little more than the live ones. */
export const reportCacheJobs = (db: Db): ScheduledJob[] => [
  { name: 'ended-report-reads', cron: '*/10 * * * *', run: () => removeEndedReads(db) },
];
