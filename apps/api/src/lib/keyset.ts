import { daySchema } from '@academy/domain';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors.js';

/**
 * Keyset paging of a list ordered newest first by (created_at, id), as `keysetQuery` (domain,
 * contracts/common.ts) asks and `keysetPageOf` answers: every page is one indexed range scan of
 * `limit + 1` rows, so the last page costs what the first does.
 */

/** A position in the order; the time to the microsecond, as the database keeps it. */
export interface KeysetPosition {
  /** ISO 8601 UTC with microseconds, as `positionTime` reads it */
  createdAt: string;
  id: string;
}

const POSITION = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f]{24})$/;

/** On the wire a position is opaque (base64url), so no client builds one. */
export const encodeCursor = (position: KeysetPosition): string =>
  Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');

/** Whether `time` (as `POSITION` reads it) is a real moment within the days a call takes. */
const realTime = (time: string) => {
  const moment = new Date(time);
  return (
    daySchema.safeParse(time.slice(0, 10)).success &&
    !Number.isNaN(moment.getTime()) &&
    // 2026-02-30 would roll over to March: a time is real only when it reads back the same
    moment.toISOString().slice(0, 19) === time.slice(0, 19)
  );
};

/**
 * The position a cursor names; a cursor no page answered is refused as bad input, one naming an
 * impossible time too (the database would fail on it).
 */
export function decodeCursor(cursor: string): KeysetPosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1] || !match[2] || !realTime(match[1]))
    throw new AppError('validation-failed', { cursor: 'validation.invalid' });
  return { createdAt: match[1], id: match[2] };
}

/** A creation time read as a cursor keeps it: UTC, to the microsecond. */
export const positionTime = (createdAt: PgColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface KeysetRequest {
  cursor?: string;
  direction: 'after' | 'before';
  jump?: 'first' | 'last';
  limit: number;
}

/**
 * How one page is read over the (created_at, id) columns: walking the newest-first order down
 * from the top or from a cursor, or up it from the bottom (the last page) or from a cursor (the
 * page before). `where` is the range condition, `orderBy` the order, `limit` the rows to fetch.
 */
export function keysetPlan(columns: { createdAt: PgColumn; id: PgColumn }, query: KeysetRequest) {
  const walk: 'down' | 'up' =
    query.jump === 'last' || (query.cursor && query.jump !== 'first' && query.direction === 'before')
      ? 'up'
      : 'down';
  const from = query.cursor && !query.jump ? decodeCursor(query.cursor) : undefined;
  const at = from && sql`(${from.createdAt}::timestamptz, ${from.id})`;
  const where: SQL | undefined =
    at &&
    (walk === 'down'
      ? sql`(${columns.createdAt}, ${columns.id}) < ${at}`
      : sql`(${columns.createdAt}, ${columns.id}) > ${at}`);
  const orderBy =
    walk === 'down' ? [desc(columns.createdAt), desc(columns.id)] : [asc(columns.createdAt), asc(columns.id)];
  return { walk, from, where, orderBy, limit: query.limit + 1 };
}

/**
 * The page the plan's rows make (each row with its `id` and `position`), newest first, with the
 * cursors of its neighbours: walking down, there is a newer page whenever it started from a
 * cursor; walking up, an older one whenever it started from one (the page the cursor came from).
 */
export function keysetPage<R extends { id: string; position: string }>(
  plan: ReturnType<typeof keysetPlan>,
  rows: R[],
) {
  const more = rows.length >= plan.limit;
  const page = rows.slice(0, plan.limit - 1);
  if (plan.walk === 'up') page.reverse();
  const cursorOf = (row: R | undefined) =>
    row ? encodeCursor({ createdAt: row.position, id: row.id }) : null;
  const newerExists = plan.walk === 'down' ? plan.from !== undefined : more;
  const olderExists = plan.walk === 'down' ? more : plan.from !== undefined;
  return {
    rows: page,
    previous: newerExists ? cursorOf(page[0]) : null,
    next: olderExists ? cursorOf(page.at(-1)) : null,
  };
}
