import { and, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { monthFigures } from '../../db/schema/index.js';

export interface MonthCounts {
  activeLearners: number;
  completions: number;
  certificates: number;
}

/**
 * Per calendar month (UTC, as YYYY-MM) from `from` on, the learners active, the courses completed
 * and the certificates issued among the learners of the distributors `distributors` selects
 * (undefined: every learner), from the kept figures: one statement reading a row per month and
 * cell.
 */
export async function keptMonths(
  db: Db,
  distributors: (column: SQL) => SQL | undefined,
  from: Date,
): Promise<Map<string, MonthCounts>> {
  const month = sql<string>`to_char(${monthFigures.month}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      activeLearners: sql<number>`sum(${monthFigures.active})::int`,
      completions: sql<number>`sum(${monthFigures.completed})::int`,
      certificates: sql<number>`sum(${monthFigures.certificates})::int`,
    })
    .from(monthFigures)
    .where(
      and(
        gte(monthFigures.month, from.toISOString().slice(0, 10)),
        distributors(sql`${monthFigures.distributorId}`),
      ),
    )
    .groupBy(monthFigures.month);
  return new Map(rows.map(({ month: key, ...counts }) => [key, counts]));
}
