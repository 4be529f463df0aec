import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export interface FigureDifference {
  kind: 'course' | 'month' | 'assignment' | 'holding';
  cell: string;
  kept: string;
  counted: string;
}

/**
 * Every kept figure that differs from a count made now (`figures_differences`, migrations 0016 and
 * 0017) and every kept certification holding that differs from the rule (`certification_holdings_differences`,
 * migration 0020): none, when all is well.
 */
export async function figureDifferences(db: Db): Promise<FigureDifference[]> {
  return rowsOf<FigureDifference>(
    db,
    sql`select kind, cell, kept, counted from figures_differences()
      union all select kind, cell, kept, counted from certification_holdings_differences()`,
  );
}

/** Builds the kept figures again from scratch, in one transaction: readers see the old or the new. */
export async function rebuildFigures(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`lock table course_figures, month_figures, assignment_figures, certification_holdings in exclusive mode`,
    );
    await tx.execute(sql`select figures_rebuild()`);
    await tx.execute(sql`select certification_holdings_rebuild()`);
  });
}
