import type { UserListItem, UserListQuery, UserPage } from '@academy/domain';
import { and, asc, count, desc, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, distributors, teamUsers, users } from '../../db/schema/index.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../auth/sessions.js';
import { decodeCursor, encodeCursor, type ListPosition } from './cursor.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Who a list of people shows: the viewer's scope, never a removed person, and the filters asked for. */
export function peopleFilter(
  viewer: AuthUser,
  query: Omit<Partial<UserListQuery>, 'direction' | 'limit'>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [peopleInScope(viewer), isNull(users.deletedAt)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.type) conditions.push(eq(users.type, query.type));
  if (query.country) conditions.push(eq(users.countryId, query.country));
  if (query.distributor) conditions.push(eq(users.distributorId, query.distributor));
  if (query.category !== undefined) conditions.push(eq(users.categoryIndex, query.category));
  if (query.team)
    conditions.push(
      sql`exists (select 1 from ${teamUsers} where ${teamUsers.teamId} = ${query.team} and ${teamUsers.userId} = ${users.id})`,
    );
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    conditions.push(or(like(sql`lower(${users.name})`, pattern), like(users.email, pattern)));
  }
  return and(...conditions);
}

/** The creation time as the cursor keeps it: UTC, to the microsecond. */
const positionTime = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows strictly after (`older`) or before (`newer`) a position of the newest-first order. */
function beyond(position: ListPosition, side: 'older' | 'newer'): SQL {
  const at = sql`(${position.createdAt}::timestamptz, ${position.id})`;
  return side === 'older'
    ? sql`(${users.createdAt}, ${users.id}) < ${at}`
    : sql`(${users.createdAt}, ${users.id}) > ${at}`;
}

/**
 * How a page is read: walking the newest-first order down from the top or from a cursor, or
 * up it from the bottom (the last page) or from a cursor (the page before). Either way one
 * indexed range scan of `limit + 1` rows, users(created_at, id) or users(type, created_at, id),
 * so the last page costs what the first does.
 */
function plan(query: UserListQuery): { walk: 'down' | 'up'; from?: ListPosition } {
  if (query.jump === 'last') return { walk: 'up' };
  if (!query.cursor || query.jump === 'first') return { walk: 'down' };
  return { walk: query.direction === 'before' ? 'up' : 'down', from: decodeCursor(query.cursor) };
}

/**
 * One page of the people in the viewer's scope, newest first, by keyset: two statements (the
 * page and the filter's count) whatever the page and the number of people.
 */
export async function listUsers(db: Db, viewer: AuthUser, query: UserListQuery): Promise<UserPage> {
  const { walk, from } = plan(query);
  const filter = peopleFilter(viewer, query);
  const order =
    walk === 'down' ? [desc(users.createdAt), desc(users.id)] : [asc(users.createdAt), asc(users.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        type: users.type,
        status: users.status,
        avatar: users.avatar,
        countryId: users.countryId,
        countryName: countries.name,
        state: users.state,
        masterId: distributors.id,
        masterName: distributors.name,
        categoryIndex: users.categoryIndex,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
        position: positionTime,
      })
      .from(users)
      .leftJoin(countries, eq(countries.id, users.countryId))
      .leftJoin(distributors, eq(distributors.id, users.distributorId))
      .where(and(filter, from && beyond(from, walk === 'down' ? 'older' : 'newer')))
      .orderBy(...order)
      .limit(query.limit + 1),
    db.select({ value: count() }).from(users).where(filter),
  ]);

  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (walk === 'up') page.reverse();
  const cursorOf = (row: (typeof page)[number] | undefined) =>
    row ? encodeCursor({ createdAt: row.position, id: row.id }) : null;
  // walking down, there is a newer page whenever we started from a cursor; walking up, an older
  // one whenever we started from one (the page the cursor came from)
  const newerExists = walk === 'down' ? from !== undefined : more;
  const olderExists = walk === 'down' ? more : from !== undefined;
  return {
    items: page.map(toItem),
    total: total?.value ?? 0,
    previous: newerExists ? cursorOf(page[0]) : null,
    next: olderExists ? cursorOf(page.at(-1)) : null,
  };
}

type PageRow = {
  id: string;
  masterId: string | null;
  masterName: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
} & Omit<UserListItem, '_id' | 'master' | 'createdAt' | 'lastLoginAt'>;

function toItem(row: PageRow): UserListItem {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    status: row.status,
    avatar: row.avatar,
    countryId: row.countryId,
    countryName: row.countryName,
    state: row.state,
    master: row.masterId && row.masterName !== null ? { _id: row.masterId, name: row.masterName } : null,
    categoryIndex: row.categoryIndex,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
