import type { DateFix } from '@academy/domain';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { courseProgress, courses, learningPaths, lessons, teams, users } from '../../db/schema/index.js';

/**
 * What an invalid date is in our schema (the admin's "fix invalid dates"):
 * - `future`: a column that records when something happened (a creation, a change, a sign-in,
 *   a consent, a start or completion) holding a time after now; it is set to now;
 * - `before-created`: a record changed (or completed) before it was created; the change is set
 *   to the creation time.
 * Dates that are meant to lie ahead (expiries, deadlines, retries) are not looked at. The future
 * fixes run first, so a creation moved back to now is then compared with its change.
 */
type Table =
  | typeof users
  | typeof courses
  | typeof lessons
  | typeof teams
  | typeof learningPaths
  | typeof courseProgress;

const FUTURE: [Table, PgColumn[]][] = [
  [users, [users.createdAt, users.updatedAt, users.lastLoginAt, users.privacyAcceptedAt]],
  [courses, [courses.createdAt, courses.updatedAt]],
  [lessons, [lessons.createdAt, lessons.updatedAt]],
  [teams, [teams.createdAt, teams.updatedAt]],
  [learningPaths, [learningPaths.createdAt, learningPaths.updatedAt]],
  [courseProgress, [courseProgress.startedAt, courseProgress.completedAt, courseProgress.updatedAt]],
];
const BEFORE_CREATED: [Table, column: PgColumn, created: PgColumn][] = [
  [users, users.updatedAt, users.createdAt],
  [courses, courses.updatedAt, courses.createdAt],
  [lessons, lessons.updatedAt, lessons.createdAt],
  [teams, teams.updatedAt, teams.createdAt],
  [learningPaths, learningPaths.updatedAt, learningPaths.createdAt],
  [courseProgress, courseProgress.updatedAt, courseProgress.startedAt],
  [courseProgress, courseProgress.completedAt, courseProgress.startedAt],
];

const countUpdated = async (db: Db, update: SQL) => {
  // both drivers (pg and PGlite) answer `execute` with the rows under `rows`
  const result = (await db.execute(
    sql`with fixed as (${update} returning 1) select count(*)::int as n from fixed`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};

/** Corrects every invalid date in one transaction (one `now()` for all) and says how many rows of each kind. */
export async function fixInvalidDates(db: Db): Promise<{ fixes: DateFix[]; total: number }> {
  return db.transaction(async (tx) => {
    const fixes: DateFix[] = [];
    // `set` names a bare column: a table-qualified one is not allowed there
    const bare = (column: PgColumn) => sql.identifier(column.name);
    for (const [table, columns] of FUTURE)
      for (const column of columns) {
        const rows = await countUpdated(
          tx,
          sql`update ${table} set ${bare(column)} = now() where ${column} > now()`,
        );
        fixes.push({ table: getTableName(table), column: column.name, rule: 'future', rows });
      }
    for (const [table, column, created] of BEFORE_CREATED) {
      const rows = await countUpdated(
        tx,
        sql`update ${table} set ${bare(column)} = ${created} where ${column} < ${created}`,
      );
      fixes.push({ table: getTableName(table), column: column.name, rule: 'before-created', rows });
    }
    return { fixes, total: fixes.reduce((sum, fix) => sum + fix.rows, 0) };
  });
}
