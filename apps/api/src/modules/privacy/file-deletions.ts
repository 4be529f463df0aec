import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fileDeletions } from '../../db/schema/index.js';
import type { AppDeps } from '../../lib/deps.js';
import type { ScheduledJob } from '../../lib/jobs.js';
import type { Storage } from '../../lib/storage.js';
import { applyRetention } from './retention.js';

/** Deletions taken per pass; the rest wait for the next minute. */
const BATCH = 50;
/** How long a taken deletion stays out of other instances' reach while it is tried. */
const CLAIM_MS = 5 * 60_000;
/** The wait before the next try grows with each failure, up to six hours; it never gives up. */
const waitAfter = (attempts: number) => Math.min(2 ** attempts, 360) * 60_000;

/**
 * Deletes the bytes erasures left to delete, a batch at a time: each row is taken by one instance
 * (SKIP LOCKED and a claim), forgotten once the store deleted its bytes, and tried again later,
 * with the store's reason kept, while the store refuses.
 */
export async function deleteQueuedFiles(db: Db, storage: Storage, now = new Date()) {
  const due = db
    .select({ key: fileDeletions.storageKey })
    .from(fileDeletions)
    .where(lte(fileDeletions.nextAttemptAt, now))
    .orderBy(asc(fileDeletions.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(fileDeletions)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(fileDeletions.storageKey, due))
    .returning();
  const deleted: string[] = [];
  for (const row of taken) {
    try {
      await storage.remove(row.storageKey);
      deleted.push(row.storageKey);
    } catch (error) {
      await db
        .update(fileDeletions)
        .set({
          attempts: sql`${fileDeletions.attempts} + 1`,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + waitAfter(row.attempts + 1)),
        })
        .where(eq(fileDeletions.storageKey, row.storageKey));
    }
  }
  // the store agreed: forgotten together, one statement for the pass
  if (deleted.length > 0) await db.delete(fileDeletions).where(inArray(fileDeletions.storageKey, deleted));
  return { deleted: deleted.length, failed: taken.length - deleted.length };
}

/**
 * The files' store is asked every minute to delete what erasures left; the retention rules run
 * once a day, at night.
 */
export const privacyJobs = (deps: Pick<AppDeps, 'db' | 'storage'>): ScheduledJob[] => [
  { name: 'file-deletions', cron: '* * * * *', run: () => deleteQueuedFiles(deps.db, deps.storage) },
  { name: 'retention', cron: '40 3 * * *', run: (signal) => applyRetention(deps.db, signal) },
];
