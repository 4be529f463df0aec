import { type Cmi5Record, NO_CMI5_RECORD, type UnitOutcome } from '@academy/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { packageAttempts, packageUnitData } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** A state document a unit keeps: JSON as its value, anything else as its bytes in base64. */
export interface StateDocument {
  id: string;
  type: string;
  json?: unknown;
  base64?: string;
}

/**
 * What is kept of a cmi5 unit in an attempt (`package_unit_data.cmi`): its outcome (read by
 * attempt-outcome.ts), the record its statements made (cmi5-rules.ts) and its state documents.
 * Each part was checked when it came.
 */
export interface Cmi5UnitData {
  outcome?: UnitOutcome;
  record?: Cmi5Record;
  state?: StateDocument[];
}

export const recordOf = (data: Cmi5UnitData) => data.record ?? NO_CMI5_RECORD;

export async function keptCmi5Data(db: Db | Tx, attemptId: string, unitId: string): Promise<Cmi5UnitData> {
  const [row] = await db
    .select({ cmi: packageUnitData.cmi })
    .from(packageUnitData)
    .where(and(eq(packageUnitData.attemptId, attemptId), eq(packageUnitData.unitId, unitId)));
  return (row?.cmi ?? {}) as Cmi5UnitData;
}

/** Keeps a unit's data as it is, for what moves nothing the reports read (its state documents). */
export async function keepCmi5Data(tx: Tx, attemptId: string, unitId: string, data: Cmi5UnitData) {
  const cmi = data as Record<string, unknown>;
  await tx
    .insert(packageUnitData)
    .values({ attemptId, unitId, cmi })
    .onConflictDoUpdate({
      target: [packageUnitData.attemptId, packageUnitData.unitId],
      set: { cmi, updatedAt: sql`now()` },
    });
}

/**
 * The attempt, locked until the transaction ends: the writes of one attempt (SCORM commits, cmi5
 * statements, state documents, launches) take turns, each reading what the one before left.
 */
export async function lockedAttempt(tx: Tx, attemptId: string) {
  const [locked] = await tx
    .select()
    .from(packageAttempts)
    .where(eq(packageAttempts.id, attemptId))
    .for('update');
  if (!locked) throw new AppError('not-found');
  return locked;
}
