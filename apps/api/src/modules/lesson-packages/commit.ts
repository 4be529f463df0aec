import { attemptEnds, type CommitPackageRequest, type CommitPackageResult, readCmi } from '@academy/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { keepUnitData, lessonProgressOf, sumUnits } from './attempt-outcome.js';
import { standingOf } from './attempts.js';
import { lockedAttempt } from './cmi5-unit-data.js';
import { attemptAsSeen, keepUnchangedAttempt } from './commit-statements.js';
import type { OpenCourses } from './open-courses.js';

/**
 * The data model inside what the runtime renders (`{ cmi: {...} }`), less the learner's name and id
 * the lesson page gave the runtime: they are his account's, handed again at each launch, and a
 * package's data is kept under no name (db/personal-data.ts).
 */
function dataModelOf(rendered: Record<string, unknown>) {
  const inner = rendered.cmi;
  const cmi =
    Object.keys(rendered).length === 1 && typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? (inner as Record<string, unknown>)
      : rendered;
  const { learner_id: _id, learner_name: _name, ...kept } = cmi;
  const core = kept.core;
  if (typeof core !== 'object' || core === null || Array.isArray(core)) return kept;
  const { student_id: _studentId, student_name: _studentName, ...coreKept } = core as Record<string, unknown>;
  return { ...kept, core: coreKept };
}

/**
 * Stores one commit of a SCORM unit in the learner's own open attempt, once its values are read
 * within the standard: a value out of it refuses the whole commit and nothing of it is kept. The
 * attempt must be his (another's is not found), still open, and its lesson one he may still open.
 * A commit that moves neither the lesson's progress nor the attempt's end is kept in one statement
 * if no other commit came between (commit-statements.ts); any other under the attempt's lock.
 */
export async function commitUnit(
  db: Db,
  openCourses: OpenCourses,
  viewer: AuthUser,
  attemptId: string,
  input: CommitPackageRequest,
): Promise<CommitPackageResult> {
  const seen = await attemptAsSeen(db, viewer.id, attemptId, input.unitId);
  if (seen.standard === 'cmi5') throw new AppError('validation-failed', { unitId: 'package.cmi5NoCommit' });
  if (!seen.units.some((unit) => unit.id === input.unitId))
    throw new AppError('validation-failed', { unitId: 'validation.invalid' });
  const cmi = dataModelOf(input.cmi);
  const read = readCmi(seen.standard, cmi);
  if ('problem' in read)
    throw new AppError('validation-failed', { [read.problem.element]: read.problem.error });
  if (seen.endedAt) throw new AppError('exam-no-attempt');
  // the lesson was open to him when the attempt began: its course must still be (read before the
  // transaction: one waiting on a second connection of the pool could wait for ever once every
  // connection is held by one)
  const course = await openCourses(viewer, seen.courseId);
  const unit = { unitId: input.unitId, cmi, outcome: read.outcome };

  const after = sumUnits(seen, seen.others, unit);
  const lessonProgress = seen.lessonProgress ?? 0;
  if (!attemptEnds(after) && lessonProgressOf(after) <= lessonProgress) {
    const standing = await keepUnchangedAttempt(db, seen, unit, after);
    if (standing) return { standing, lessonProgress, certificates: [] };
  }

  const kept = await db.transaction(async (tx) => {
    // commits of one attempt take turns: each sums the units as the one before left them
    const locked = await lockedAttempt(tx, seen.attemptId);
    if (locked.endedAt) throw new AppError('exam-no-attempt');
    return keepUnitData(tx, locked, seen, course, unit);
  });
  return {
    standing: standingOf(kept.attempt, kept.attemptsLeft),
    lessonProgress: kept.lessonProgress,
    certificates: kept.issued.map((certificate) => ({
      _id: certificate.id,
      title: certificate.title,
      kind: certificate.kind,
    })),
  };
}
