import { type SQL, sql } from 'drizzle-orm';
import { certificates, courses, learningPathCourses, learningPaths, users } from '../../db/schema/index.js';
import { stillCertifies } from '../certificates/index.js';

/**
 * THE rule of who is certified for what (packages/domain contracts/certification-status.ts), as
 * the common table expressions of one statement. `holdings` holds a row per person among `people`
 * (a condition on `users`; only `countedPeople` ever count) and course or learning path he is
 * certified for, with when that ends (null: it does not end):
 * - a course: his course certificate of it still certifies (neither revoked nor ended at `now`,
 *   certificateStatus's rule); lesson and custom certificates do not count;
 * - a learning path (published): he holds such a certificate for EVERY course of the path, and
 *   the path's certification ends with the earliest of them.
 * A person holds at most one course certificate per course (certificates_user_course_key), so
 * counting his certificates among a path's courses counts its courses. A path left without
 * courses has no row in learning_path_courses and certifies no one.
 */
/**
 * Who counts for a distributor: its enabled people. A pending, rejected or disabled account is
 * not (or no longer) part of the partner's staff, and a removed one is anonymised.
 */
export const countedPeople = sql`${users.status} = 'enabled' and ${users.deletedAt} is null`;

export function holdingsOf(people: SQL | undefined, now: Date): SQL {
  return sql`valid as (
      select ${users.distributorId} as distributor_id, ${users.id} as user_id, ${users.name} as name,
        ${certificates.courseId} as course_id, ${certificates.expiresAt} as expires_at
      from ${certificates} join ${users} on ${users.id} = ${certificates.userId}
      where ${certificates.kind} = 'course' and ${certificates.courseId} is not null
        and ${stillCertifies(now)}
        and ${countedPeople} and ${people ?? sql`true`}
    ), path_courses as (
      select ${learningPathCourses.learningPathId} as path_id, ${learningPathCourses.courseId} as course_id,
        count(*) over (partition by ${learningPathCourses.learningPathId}) as size
      from ${learningPathCourses} join ${learningPaths} on ${learningPaths.id} = ${learningPathCourses.learningPathId}
      where ${learningPaths.status} = 'published'
    ), holdings as (
      select distributor_id, user_id, name, 'course' as kind, course_id as item_id, expires_at from valid
      union all
      select valid.distributor_id, valid.user_id, valid.name, 'path', path_courses.path_id, min(valid.expires_at)
      from valid join path_courses on path_courses.course_id = valid.course_id
      group by valid.distributor_id, valid.user_id, valid.name, path_courses.path_id, path_courses.size
      having count(*) = path_courses.size
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
