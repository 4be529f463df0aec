import {
  attemptEnds,
  attemptOutcome,
  lessonDone,
  NOT_STARTED,
  type PackageStandard,
  readCmi,
  type UnitOutcome,
} from '@academy/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lessonProgress, packageAttempts, packageUnitData } from '../../db/schema/index.js';
import type { IssuedRow } from '../certificates/index.js';
import type { CourseRow } from '../courses/index.js';
import { recordLessonOutcome } from '../progress/index.js';
import type { AttemptRow, PackageRow } from './attempts.js';

/**
 * A unit's outcome from what is kept of it: SCORM's cmi data read by its standard, or the outcome
 * a cmi5 unit's statements left (cmi5-statements.ts). Kept data was checked when it came.
 */
export function outcomeOfUnit(standard: PackageStandard, cmi: Record<string, unknown>): UnitOutcome {
  if (standard === 'cmi5') return (cmi.outcome as UnitOutcome | undefined) ?? NOT_STARTED;
  const read = readCmi(standard, cmi);
  return 'outcome' in read ? read.outcome : NOT_STARTED;
}

/** The attempt's standing summed over every unit of its package, with `changed` put in place of its unit's. */
async function summedWith(
  tx: Tx,
  attempt: AttemptRow,
  pkg: PackageRow,
  changed: { unitId: string; outcome: UnitOutcome },
) {
  const rows = await tx
    .select({ unitId: packageUnitData.unitId, cmi: packageUnitData.cmi })
    .from(packageUnitData)
    .where(eq(packageUnitData.attemptId, attempt.id));
  const kept = new Map(rows.map((row) => [row.unitId, outcomeOfUnit(pkg.standard, row.cmi)]));
  const before = attemptOutcome(pkg.units.map((unit) => kept.get(unit.id) ?? NOT_STARTED));
  kept.set(changed.unitId, changed.outcome);
  const after = attemptOutcome(pkg.units.map((unit) => kept.get(unit.id) ?? NOT_STARTED));
  return { before, after };
}

const lessonProgressOf = async (tx: Tx, attempt: AttemptRow) => {
  const [row] = await tx
    .select({ progress: lessonProgress.progress })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, attempt.userId), eq(lessonProgress.lessonId, attempt.lessonId)));
  return row?.progress ?? 0;
};

/**
 * Keeps a unit's data in the attempt (locked by the caller) and what follows from it: the
 * attempt's standing (ended when it failed), and, when the lesson's share moved, the lesson's
 * progress with the module's, the course's and the certificates they earn. A commit that changes
 * nothing the reports read (suspend data, location) writes only the unit's row and the attempt's time.
 */
export async function keepUnitData(
  tx: Tx,
  attempt: AttemptRow,
  pkg: PackageRow,
  course: CourseRow,
  unit: { unitId: string; cmi: Record<string, unknown>; outcome: UnitOutcome },
): Promise<{ attempt: AttemptRow; lessonProgress: number; issued: IssuedRow[] }> {
  const { before, after } = await summedWith(tx, attempt, pkg, unit);
  await tx
    .insert(packageUnitData)
    .values({ attemptId: attempt.id, unitId: unit.unitId, cmi: unit.cmi })
    .onConflictDoUpdate({
      target: [packageUnitData.attemptId, packageUnitData.unitId],
      set: { cmi: unit.cmi, updatedAt: sql`now()` },
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
    .returning();
  const progress = lessonDone(after) ? 100 : (after.progress ?? 0);
  const moved = progress !== (lessonDone(before) ? 100 : (before.progress ?? 0));
  if (!updated) throw new Error(`package attempt ${attempt.id} vanished under its lock`);
  if (!moved || progress === 0)
    return { attempt: updated, lessonProgress: await lessonProgressOf(tx, attempt), issued: [] };
  const recorded = await recordLessonOutcome(tx, attempt.userId, course, attempt.lessonId, progress);
  return { attempt: updated, ...recorded };
}
