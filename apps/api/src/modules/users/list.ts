import type { UserListItem, UserListQuery, UserPage } from '@academy/domain';
import { and, count, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, distributors, teamUsers, users } from '../../db/schema/index.js';
import { keysetPage, keysetPlan, positionTime } from '../../lib/keyset.js';
import { containing } from '../../lib/like.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

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
    const pattern = containing(query.search.toLowerCase());
    conditions.push(or(like(sql`lower(${users.name})`, pattern), like(users.email, pattern)));
  }
  return and(...conditions);
}

/**
 * How many people a list's filter holds. Without a search, country, category or team it is an
 * index-only scan (of `users_counted_idx` for all people, `users_counted_scope_idx` for some
 * distributors' people; tab by type, status): the table itself is never read.
 */
export const countPeople = (db: Db, filter: SQL | undefined) =>
  db.select({ value: count() }).from(users).where(filter);

/**
 * One page of the people in the viewer's scope, newest first, by keyset: two statements (the
 * page and the filter's count) whatever the page and the number of people.
 */
export async function listUsers(db: Db, viewer: AuthUser, query: UserListQuery): Promise<UserPage> {
  const plan = keysetPlan(users, query);
  const filter = peopleFilter(viewer, query);
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
        position: positionTime(users.createdAt),
      })
      .from(users)
      .leftJoin(countries, eq(countries.id, users.countryId))
      .leftJoin(distributors, eq(distributors.id, users.distributorId))
      .where(and(filter, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.limit),
    countPeople(db, filter),
  ]);

  const page = keysetPage(plan, rows);
  return {
    items: page.rows.map(toItem),
    total: total?.value ?? 0,
    previous: page.previous,
    next: page.next,
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
