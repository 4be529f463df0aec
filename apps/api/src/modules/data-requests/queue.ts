import type { DataRequestCounts, DataRequestItem, DataRequestListQuery } from '@academy/domain';
import { and, count, eq, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataRequests, users } from '../../db/schema/index.js';
import { type KeysetRequest, keysetPage, keysetPlan } from '../../lib/keyset.js';
import { containing } from '../../lib/like.js';
import { selectRequests, toRequest } from './rows.js';

/** The requests a filter keeps; status and due date are read by data_requests_status_due_idx. */
function queueFilter(query: DataRequestListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(dataRequests.status, query.status));
  if (query.kind) conditions.push(eq(dataRequests.kind, query.kind));
  if (query.overdue) conditions.push(eq(dataRequests.status, 'open'), lt(dataRequests.dueAt, sql`now()`));
  if (query.search) {
    const pattern = containing(query.search.toLowerCase());
    // the people who match, then their requests by data_requests_user_idx
    const matching = sql`(select ${users.id} from ${users} where ${or(like(sql`lower(${users.name})`, pattern), like(users.email, pattern))})`;
    conditions.push(inArray(dataRequests.userId, matching));
  }
  return and(...conditions);
}

/**
 * The soonest-due-first order is the latest-first order read backwards: its first page is the
 * other's last, and its next page the other's previous. So one keyset walker (lib/keyset.ts)
 * serves both orders.
 */
const backwards = (query: KeysetRequest): KeysetRequest => {
  if (query.jump) return { ...query, jump: query.jump === 'first' ? 'last' : 'first' };
  if (!query.cursor) return { ...query, jump: 'last' };
  return { ...query, direction: query.direction === 'after' ? 'before' : 'after' };
};

/**
 * One page of the queue, by keyset on (due_at, id): two statements (the page with its people,
 * and the filter's count) whatever the page and the number of requests.
 */
export async function listRequests(db: Db, query: DataRequestListQuery) {
  const soonestFirst = query.order === 'due';
  const plan = keysetPlan(
    { createdAt: dataRequests.dueAt, id: dataRequests.id },
    soonestFirst ? backwards(query) : query,
  );
  const filter = queueFilter(query);
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(and(filter, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.limit),
    db.select({ value: count() }).from(dataRequests).where(filter),
  ]);
  const page = keysetPage(plan, rows);
  const items: DataRequestItem[] = page.rows.map(toRequest);
  return soonestFirst
    ? { items: items.reverse(), total: total?.value ?? 0, previous: page.next, next: page.previous }
    : { items, total: total?.value ?? 0, previous: page.previous, next: page.next };
}

/**
 * The queue's figures in one statement: an index-only range of data_requests_status_due_idx over
 * the open requests, whatever the closed ones number.
 */
export async function countRequests(db: Db): Promise<DataRequestCounts> {
  const [row] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${dataRequests.dueAt} < now())`.mapWith(Number),
    })
    .from(dataRequests)
    .where(eq(dataRequests.status, 'open'));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}
