import type { Page, TsmListQuery, TsmView } from '@academy/domain';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, distributors, tsmCountries, tsmDistributors, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { containing } from '../../lib/like.js';

/** The row's user written with its table's name, as the subqueries below have tables of their own. */
const userOfRow = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

/** The distributors a TSM follows, by name. */
const mastersOf = sql<
  TsmView['masters']
>`coalesce((select json_agg(json_build_object('_id', ${distributors.id}, 'name', ${distributors.name}) order by ${distributors.name}, ${distributors.id})
  from ${tsmDistributors} join ${distributors} on ${distributors.id} = ${tsmDistributors.distributorId}
  where ${tsmDistributors.tsmId} = ${userOfRow}), '[]'::json)`;

/** The countries a TSM follows, by English name. */
const countriesOf = sql<
  TsmView['countries']
>`coalesce((select json_agg(json_build_object('_id', ${countries.id}, 'name', ${countries.name}) order by ${countries.name}->>'en', ${countries.id})
  from ${tsmCountries} join ${countries} on ${countries.id} = ${tsmCountries.countryId}
  where ${tsmCountries.tsmId} = ${userOfRow}), '[]'::json)`;

/** The TSM view's columns of a `users` row: one statement reads the TSM and all he follows. */
const viewColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  regionType: users.tsmRegionType,
  regions: users.tsmRegions,
  masters: mastersOf,
  countries: countriesOf,
};

/** A TSM who was not removed. */
const isTsm = and(eq(users.type, 'tsm'), isNull(users.deletedAt));

/**
 * `tsm/list`: the TSMs newest first (the order of the users' per-type index), one count and one
 * page query whatever their number; what each follows is read for the page's rows only.
 */
export async function listTsms(db: Db, query: TsmListQuery): Promise<Page<TsmView>> {
  const filters: (SQL | undefined)[] = [isTsm];
  if (query.search) {
    const pattern = containing(query.search);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  const where = and(...filters);
  const [[total], items] = await Promise.all([
    db.select({ value: count() }).from(users).where(where),
    db
      .select(viewColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** `user/tsm/{id}`: one TSM's view; `user-not-found` for anyone who is not a TSM. */
export async function getTsmView(db: Db | Tx, userId: string): Promise<TsmView> {
  const [view] = await db
    .select(viewColumns)
    .from(users)
    .where(and(eq(users.id, userId), isTsm))
    .limit(1);
  return view ?? fail('user-not-found');
}
