import type {
  CreateLearningPathRequest,
  LearningPathDetail,
  LearningPathTeamsRequest,
  UpdateLearningPathRequest,
} from '@academy/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  courses,
  learningPathCourses,
  learningPaths,
  learningPathTeams,
  teams,
} from '../../db/schema/index.js';
import { unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError, fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { learningPathDetail } from './detail.js';

type Named = 'courses' | 'teams';
const unknownOnes = (field: Named) =>
  new AppError('validation-failed', {
    [field]: field === 'courses' ? 'validation.unknownCourse' : 'validation.unknownTeam',
  });

/**
 * Fails with `validation-failed` on `field` unless every id names a row of `table`. A row removed
 * after this check is caught by its foreign key (`saving`).
 */
async function requireExisting(tx: Tx, table: typeof courses | typeof teams, ids: string[], field: Named) {
  if (ids.length === 0) return;
  const [found] = await tx.select({ n: count() }).from(table).where(inArray(table.id, ids));
  if ((found?.n ?? 0) !== ids.length) throw unknownOnes(field);
}

/** Runs a save's transaction; a course or team removed meanwhile is answered as unknown, not as a 500. */
const saving = <T>(field: Named, work: () => Promise<T>) =>
  unlessReferenceGone(work, () => unknownOnes(field));

/** The path's courses become `courseIds`, in that order. */
async function writeCourses(tx: Tx, pathId: string, courseIds: string[]) {
  await tx.delete(learningPathCourses).where(eq(learningPathCourses.learningPathId, pathId));
  await tx
    .insert(learningPathCourses)
    .values(courseIds.map((courseId, position) => ({ learningPathId: pathId, courseId, position })));
}

/** Locks the path's row, so two changes of one path run one after the other; 404 when it is gone. */
async function lockPath(tx: Tx, pathId: string) {
  const [path] = await tx
    .select({ id: learningPaths.id })
    .from(learningPaths)
    .where(eq(learningPaths.id, pathId))
    .for('update');
  if (!path) fail('not-found');
}

/** `learning_paths/create`: the path and its courses, in one transaction, audited. */
export async function createLearningPath(
  db: Db,
  auth: AuthContext,
  body: CreateLearningPathRequest,
  ip: string,
): Promise<LearningPathDetail> {
  return saving('courses', () =>
    db.transaction(async (tx) => {
      await requireExisting(tx, courses, body.courses, 'courses');
      const id = newId();
      const { courses: courseIds, ...fields } = body;
      await tx.insert(learningPaths).values({ id, ...fields, createdBy: auth.user.id });
      await writeCourses(tx, id, courseIds);
      await recordAudit(tx, auth, {
        action: 'learning-path.create',
        entity: 'learning-path',
        entityId: id,
        ip,
      });
      return learningPathDetail(tx, auth.user, id);
    }),
  );
}

/** `learning_paths/update/{id}`: only the fields sent change, in one transaction, audited. */
export async function updateLearningPath(
  db: Db,
  auth: AuthContext,
  pathId: string,
  body: UpdateLearningPathRequest,
  ip: string,
): Promise<LearningPathDetail> {
  return saving('courses', () =>
    db.transaction(async (tx) => {
      await lockPath(tx, pathId);
      const { courses: courseIds, ...fields } = body;
      if (courseIds) await requireExisting(tx, courses, courseIds, 'courses');
      await tx
        .update(learningPaths)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(learningPaths.id, pathId));
      if (courseIds) await writeCourses(tx, pathId, courseIds);
      await recordAudit(tx, auth, {
        action: 'learning-path.update',
        entity: 'learning-path',
        entityId: pathId,
        details: { changed: Object.keys(body) },
        ip,
      });
      return learningPathDetail(tx, auth.user, pathId);
    }),
  );
}

/** `learning_paths/teams`: the path's teams become exactly those sent, in one transaction, audited. */
export async function setLearningPathTeams(
  db: Db,
  auth: AuthContext,
  body: LearningPathTeamsRequest,
  ip: string,
): Promise<LearningPathDetail> {
  const pathId = body.learningPathId;
  return saving('teams', () =>
    db.transaction(async (tx) => {
      await lockPath(tx, pathId);
      await requireExisting(tx, teams, body.teams, 'teams');
      await tx.delete(learningPathTeams).where(eq(learningPathTeams.learningPathId, pathId));
      if (body.teams.length > 0)
        await tx
          .insert(learningPathTeams)
          .values(body.teams.map((teamId) => ({ learningPathId: pathId, teamId })));
      await tx.update(learningPaths).set({ updatedAt: sql`now()` }).where(eq(learningPaths.id, pathId));
      await recordAudit(tx, auth, {
        action: 'learning-path.teams',
        entity: 'learning-path',
        entityId: pathId,
        details: { teams: body.teams },
        ip,
      });
      return learningPathDetail(tx, auth.user, pathId);
    }),
  );
}

/** `learning_paths/{id}`: the path goes; its learners keep their courses' progress. Audited. */
export async function removeLearningPath(db: Db, auth: AuthContext, pathId: string, ip: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(learningPaths)
      .where(eq(learningPaths.id, pathId))
      .returning({ id: learningPaths.id });
    if (removed.length === 0) fail('not-found');
    await recordAudit(tx, auth, {
      action: 'learning-path.remove',
      entity: 'learning-path',
      entityId: pathId,
      ip,
    });
    return { ok: true };
  });
}
