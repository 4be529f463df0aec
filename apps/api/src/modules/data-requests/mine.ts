import type { OwnDataRequest } from '@academy/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataRequests } from '../../db/schema/index.js';
import { selectOwnRequests, toOwnRequest } from './rows.js';

/** More than a person asks in years; the list is bounded all the same. */
const MINE_LIMIT = 100;

/** A person's own requests, the newest first, with their status and due date. */
export async function listOwnRequests(db: Db, userId: string): Promise<OwnDataRequest[]> {
  const rows = await selectOwnRequests(db)
    .where(eq(dataRequests.userId, userId))
    .orderBy(desc(dataRequests.askedAt), desc(dataRequests.id))
    .limit(MINE_LIMIT);
  return rows.map(toOwnRequest);
}
