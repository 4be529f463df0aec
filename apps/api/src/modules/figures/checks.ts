import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface FigureDifference {
  kind: 'course' | 'month';
  cell: string;
  kept: string;
  counted: string;
}

/** Every kept figure that differs from a count made now (migration 0016's `figures_differences`): none, when all is well. */
export async function figureDifferences(db: Db): Promise<FigureDifference[]> {
  // both drivers (pg and PGlite) answer `execute` with the rows under `rows`
  const result = (await db.execute(
    sql`select kind, cell, kept, counted from figures_differences()`,
  )) as unknown as {
    rows: FigureDifference[];
  };
  return result.rows;
}

/** Builds the kept figures again from scratch, in one transaction: readers see the old or the new. */
export async function rebuildFigures(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table course_figures, month_figures in exclusive mode`);
    await tx.execute(sql`select figures_rebuild()`);
  });
}
