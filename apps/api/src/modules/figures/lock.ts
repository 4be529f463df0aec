import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * Takes the kept figures' lock alone for the rest of `tx` (migrations 0017 and 0019,
 * `figures_lock`), before it writes anything counted. For a transaction that may move people or
 * change teams after it has written counted rows (an import's rows one by one): those writes would
 * hold the lock shared, and two such transactions each asking to hold it alone would wait for
 * each other for ever.
 */
export async function holdFiguresAlone(tx: Tx): Promise<void> {
  await tx.execute(sql`select figures_lock(true)`);
}
