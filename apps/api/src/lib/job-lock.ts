import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/**
 * Runs `work` in a transaction that holds the job's advisory lock, so among any number of
 * instances on one database only one runs the job at a time. Answers `busy` without waiting
 * when another instance holds it; the lock ends with the transaction, even if its instance dies.
 */
export async function underJobLock<T>(db: Db, lockKey: number, work: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx): Promise<T | 'busy'> => {
    const [lock] = await tx
      .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${lockKey})` })
      .from(sql`(select 1) as one`);
    if (!lock?.taken) return 'busy';
    return work(tx);
  });
}
