import { inArray, type SQL, sql } from 'drizzle-orm';
import { certificationHoldings, courses, learningPaths, users } from '../../db/schema/index.js';

/**
 * Who counts for a distributor: its enabled people. A pending, rejected or disabled account is
 * not (or no longer) part of the partner's staff, and a removed one is anonymised.
 */
export const countedPeople = sql`${users.status} = 'enabled' and ${users.deletedAt} is null`;

const held = certificationHoldings;

/**
 * THE rule of who is certified for what (packages/domain contracts/certification-status.ts), as
 * the common table expressions of one statement, read from the holdings the database keeps
 * (decision 0038; `certification_holdings_of` in migration 0020 is the rule itself). `holdings`
 * holds a row per person among `people` (a condition on `users`; only counted people ever hold)
 * and course or learning path he is certified for at `now`, with when its certificate expires
 * (null: it does not), and `valid` its course rows:
 * - a course: his course certificate of it still certifies (neither revoked, renewed nor ended at
 *   `now`, certificateStatus's rule, the version's deadline included); lesson and custom
 *   certificates do not count;
 * - a learning path (published): he holds such a certificate for EVERY course of the path, and
 *   the path's certification expires with the earliest of them. A path left without courses
 *   certifies no one.
 * `distributorIds`, when the people are some distributors' (a page of them), lets the rows be read
 * by the distributors' index.
 */
export function holdingsOf(people: SQL | undefined, now: Date, distributorIds?: string[]): SQL {
  return sql`holdings as (
      select ${held.distributorId} as distributor_id, ${held.userId} as user_id, ${users.name} as name,
        ${held.kind} as kind, ${held.itemId} as item_id, ${held.expiresAt} as expires_at
      from ${held} join ${users} on ${users.id} = ${held.userId}
      where (${held.endsAt} is null or ${held.endsAt} > ${now}) and ${people ?? sql`true`}
        ${distributorIds ? sql`and ${inArray(held.distributorId, distributorIds)}` : sql``}
    ), valid as (
      select distributor_id, user_id, name, item_id as course_id, expires_at from holdings where kind = 'course'
    )`;
}

/** The joins that give each row of `holdings` (as `h`) its course's or path's title. */
export const titledHoldings = sql`holdings h
  left join ${courses} on h.kind = 'course' and ${courses.id} = h.item_id
  left join ${learningPaths} on h.kind = 'path' and ${learningPaths.id} = h.item_id`;

/** The title of a row of `titledHoldings`. */
export const holdingTitle = sql`coalesce(${courses.title}, ${learningPaths.title})`;

/** A time read back from a raw statement (a Date from either driver, or text) on the wire. */
export const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
