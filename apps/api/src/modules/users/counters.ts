import type { UserPickerItem, UserPickerQuery, UserTabsCounters } from '@academy/domain';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { peopleFilter } from './list.js';

const ofType = (type: string) => sql<number>`count(*) filter (where ${users.type} = ${type})::int`;

/**
 * The statement of the tabs' counters: an index-only scan of `users_counted_idx` (type and status
 * of the people not removed) or, for some distributors' people, `users_counted_scope_idx`.
 */
export const tabCounts = (db: Db, viewer: AuthUser) =>
  db
    .select({
      all: count(),
      student: ofType('student'),
      fact: ofType('fact'),
      tsm: ofType('tsm'),
      admin: ofType('admin'),
      master: ofType('master'),
      pending: sql<number>`count(*) filter (where ${users.status} = 'pending')::int`,
    })
    .from(users)
    .where(and(peopleInScope(viewer), isNull(users.deletedAt)));

/** The /users tabs' counters over the viewer's scope, removed people left out: one statement. */
export async function userTabsCounters(db: Db, viewer: AuthUser): Promise<UserTabsCounters> {
  const [row] = await tabCounts(db, viewer);
  return row ?? { all: 0, student: 0, fact: 0, tsm: 0, admin: 0, master: 0, pending: 0 };
}

/** People of the viewer's scope for a picker, by name, searched by name or email: one bounded statement. */
export async function pickUsers(db: Db, viewer: AuthUser, query: UserPickerQuery): Promise<UserPickerItem[]> {
  return db
    .select({ _id: users.id, name: users.name, email: users.email, type: users.type })
    .from(users)
    .where(and(peopleFilter(viewer, { search: query.search, type: query.type }), eq(users.status, 'enabled')))
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit);
}
