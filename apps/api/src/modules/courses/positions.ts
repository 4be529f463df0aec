import type { PositionEntry } from '@academy/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

type Ordered = PgTable & { id: PgColumn; position: PgColumn };

/** The position after the last one among the rows matching `where`: new items go to the end. */
export const nextPosition = (table: PgTable, position: PgColumn, where?: SQL) =>
  sql<number>`(select coalesce(max(${position}) + 1, 0) from ${table}${where ? sql` where ${where}` : sql``})`;

/**
 * Writes the positions of an ordersave in one statement of one transaction. Every id must be
 * a row matching `scope` (the course, or the module); otherwise nothing changes and the
 * answer is 400 naming `field`.
 */
export async function saveOrder(
  db: Db,
  table: Ordered,
  entries: readonly PositionEntry[],
  scope: SQL | undefined,
  field: string,
) {
  const ids = entries.map((entry) => entry._id);
  const cases = sql.join(
    entries.map((entry) => sql`when ${entry._id} then ${entry.position}::int`),
    sql` `,
  );
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({ position: sql`case ${table.id} ${cases} end` } as never)
      .where(and(inArray(table.id, ids), scope))
      .returning({ id: table.id });
    if (updated.length !== ids.length)
      throw new AppError('validation-failed', { [field]: 'validation.notInCourse' });
  });
  return entries;
}

/** The admin's course list order (`course/ordersave`). */
export const saveCourseOrder = (db: Db, entries: readonly PositionEntry[]) =>
  saveOrder(db, courses, entries, undefined, 'courses');
