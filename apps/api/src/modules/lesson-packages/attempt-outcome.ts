import {
  attemptEnds,
  attemptOutcome,
  lessonDone,
  NOT_STARTED,
  type PackageStandard,
  readCmi,
  type UnitOutcome,
} from '@academy/domain';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lessonProgress, packageAttempts, packageUnitData } from '../../db/schema/index.js';
import type { IssuedRow } from '../certificates/index.js';
import type { CourseRow } from '../courses/index.js';
import { recordLessonOutcome } from '../progress/index.js';
import { type AttemptRow, attemptsLeftSql, type PackageRow } from './attempts.js';

/** What of a package sums its units. */
type PackageShape = Pick<PackageRow, 'standard' | 'units'>;

/**
 * A unit's outcome from what is kept of it: SCORM's cmi data read by its standard, or the outcome
 * a cmi5 unit's statements left (cmi5-statements.ts). Kept data was checked when it came.
 */
export function outcomeOfUnit(standard: PackageStandard, cmi: Record<string, unknown>): UnitOutcome {
  if (standard === 'cmi5') return (cmi.outcome as UnitOutcome | undefined) ?? NOT_STARTED;
  const read = readCmi(standard, cmi);
  return 'outcome' in read ? read.outcome : NOT_STARTED;
}

/** A unit as the sum of an attempt reads it: its outcome as kept, or its data where none was kept. */
export interface KeptUnit {
  unitId: string;
  outcome: UnitOutcome | null;
  cmi: Record<string, unknown> | null;
}

/** The attempt's standing over every unit of its package: the others as kept, `changed` as it comes. */
export function sumUnits(
  pkg: PackageShape,
  others: readonly KeptUnit[],
  changed: { unitId: string; outcome: UnitOutcome },
) {
  const kept = new Map(
    others.map((row) => [row.unitId, row.outcome ?? outcomeOfUnit(pkg.standard, row.cmi ?? {})]),
  );
  kept.set(changed.unitId, changed.outcome);
  return attemptOutcome(pkg.units.map((unit) => kept.get(unit.id) ?? NOT_STARTED));
}

/** The lesson's progress an attempt's standing stands for. */
export const lessonProgressOf = (standing: UnitOutcome) =>
  lessonDone(standing) ? 100 : (standing.progress ?? 0);

/** A unit's data is read only where its outcome was not kept with it. */
export const dataWithoutOutcome = sql<Record<
  string,
  unknown
> | null>`case when ${packageUnitData.outcome} is null then ${packageUnitData.cmi} end`;

async function summedWith(
  tx: Tx,
  attempt: AttemptRow,
  pkg: PackageShape,
  changed: { unitId: string; outcome: UnitOutcome },
) {
  const others = await tx
    .select({ unitId: packageUnitData.unitId, outcome: packageUnitData.outcome, cmi: dataWithoutOutcome })
    .from(packageUnitData)
    .where(and(eq(packageUnitData.attemptId, attempt.id), ne(packageUnitData.unitId, changed.unitId)));
  return sumUnits(pkg, others, changed);
}

/** The learner's progress on the attempt's lesson as stored, read in the statement that updates the attempt. */
const lessonProgressNow = (attempt: AttemptRow) =>
  sql<number | null>`(select ${lessonProgress.progress} from ${lessonProgress}
    where ${lessonProgress.userId} = ${attempt.userId} and ${lessonProgress.lessonId} = ${attempt.lessonId})`;

/**
 * Keeps a unit's data in the attempt (locked by the caller) and what follows from it: the
 * attempt's standing (ended when it failed), and, when it takes the lesson further, the lesson's
 * progress with the module's, the course's and the certificates they earn. A commit that changes
 * nothing of the lesson's progress (suspend data, location) writes only the unit's row and the attempt.
 */
export async function keepUnitData(
  tx: Tx,
  attempt: AttemptRow,
  pkg: PackageShape,
  course: CourseRow,
  unit: { unitId: string; cmi: Record<string, unknown>; outcome: UnitOutcome },
): Promise<{
  attempt: AttemptRow;
  attemptsLeft: number | null;
  lessonProgress: number;
  issued: IssuedRow[];
}> {
  const after = await summedWith(tx, attempt, pkg, unit);
  await tx
    .insert(packageUnitData)
    .values({ attemptId: attempt.id, unitId: unit.unitId, cmi: unit.cmi, outcome: unit.outcome })
    .onConflictDoUpdate({
      target: [packageUnitData.attemptId, packageUnitData.unitId],
      set: { cmi: unit.cmi, outcome: unit.outcome, updatedAt: sql`now()` },
    });
  const [updated] = await tx
    .update(packageAttempts)
    .set({
      completion: after.completion,
      success: after.success,
      score: after.score,
      seconds: after.seconds,
      updatedAt: sql`now()`,
      ...(attemptEnds(after) ? { endedAt: sql`now()` } : {}),
    })
    .where(eq(packageAttempts.id, attempt.id))
    .returning({
      ...getTableColumns(packageAttempts),
      lessonProgress: lessonProgressNow(attempt),
      attemptsLeft: attemptsLeftSql(attempt.userId, attempt.lessonId),
    });
  if (!updated) throw new Error(`package attempt ${attempt.id} vanished under its lock`);
  const { lessonProgress: stored, attemptsLeft, ...row } = updated;
  const progress = lessonProgressOf(after);
  // the lesson's progress never goes down: only a commit that takes it further writes it
  if (progress <= (stored ?? 0))
    return { attempt: row, attemptsLeft, lessonProgress: stored ?? 0, issued: [] };
  const recorded = await recordLessonOutcome(tx, attempt.userId, course, attempt.lessonId, progress);
  return { attempt: row, attemptsLeft, ...recorded };
}
