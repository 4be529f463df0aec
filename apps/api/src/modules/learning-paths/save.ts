import {
  type CreateLearningPathRequest,
  type LearningPathDetail,
  type LearningPathTeamsRequest,
  type PathAudience,
  pathLacksTeams,
  type UpdateLearningPathRequest,
} from '@academy/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  courses,
  learningPathCourses,
  learningPaths,
  learningPathTeams,
  teams,
} from '../../db/schema/index.js';
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
 * Fails with `validation-failed` on `field` unless every id names a row of `table`; the rows found
 * are locked against removal (`for key share`) until the save commits, so they stay valid
 * references while the path is written.
 */
async function requireExisting(tx: Tx, table: typeof courses | typeof teams, ids: string[], field: Named) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids)).for('key share');
  if (found.length !== ids.length) throw unknownOnes(field);
}

/** Refuses a path that would be published, not open to all, without a team: no learner would see it. */
function requireAudience(path: PathAudience) {
  if (pathLacksTeams(path)) fail('learning-path-needs-teams');
}

/** The path's courses become `courseIds`, in that order. */
async function writeCourses(tx: Tx, pathId: string, courseIds: string[]) {
  await tx.delete(learningPathCourses).where(eq(learningPathCourses.learningPathId, pathId));
  await tx
    .insert(learningPathCourses)
    .values(courseIds.map((courseId, position) => ({ learningPathId: pathId, courseId, position })));
}

/** The path's teams become exactly `teamIds`. */
async function writeTeams(tx: Tx, pathId: string, teamIds: string[]) {
  await tx.delete(learningPathTeams).where(eq(learningPathTeams.learningPathId, pathId));
  if (teamIds.length > 0)
    await tx.insert(learningPathTeams).values(teamIds.map((teamId) => ({ learningPathId: pathId, teamId })));
}

/**
 * Locks the path's row, so two changes of one path run one after the other, and answers what
 * decides whom it reaches now; 404 when it is gone.
 */
async function lockPath(tx: Tx, pathId: string): Promise<PathAudience> {
  const [path] = await tx
    .select({
      status: learningPaths.status,
      openToAll: learningPaths.openToAll,
      teams: sql<number>`(select count(*)::int from ${learningPathTeams} where ${learningPathTeams.learningPathId} = ${learningPaths.id})`,
    })
    .from(learningPaths)
    .where(eq(learningPaths.id, pathId))
    .for('update');
  return path ?? fail('not-found');
}

/** `learning_paths/create`: the path, its courses and its teams, in one transaction, audited. */
export async function createLearningPath(
  db: Db,
  auth: AuthContext,
  body: CreateLearningPathRequest,
  ip: string,
): Promise<LearningPathDetail> {
  const { courses: courseIds, teams: teamIds, ...fields } = body;
  return db.transaction(async (tx) => {
    await requireExisting(tx, courses, courseIds, 'courses');
    await requireExisting(tx, teams, teamIds, 'teams');
    requireAudience({ ...fields, teams: teamIds.length });
    const id = newId();
    await tx.insert(learningPaths).values({ id, ...fields, createdBy: auth.user.id });
    await writeCourses(tx, id, courseIds);
    await writeTeams(tx, id, teamIds);
    await recordAudit(tx, auth, {
      action: 'learning-path.create',
      entity: 'learning-path',
      entityId: id,
      details: { teams: teamIds },
      ip,
    });
    return learningPathDetail(tx, auth.user, id);
  });
}

/**
 * `learning_paths/update/{id}`: only the fields sent change (the teams too, when sent), in one
 * transaction, audited; refused whole when the path would then be published to no one.
 */
export async function updateLearningPath(
  db: Db,
  auth: AuthContext,
  pathId: string,
  body: UpdateLearningPathRequest,
  ip: string,
): Promise<LearningPathDetail> {
  return db.transaction(async (tx) => {
    const now = await lockPath(tx, pathId);
    const { courses: courseIds, teams: teamIds, ...fields } = body;
    if (courseIds) await requireExisting(tx, courses, courseIds, 'courses');
    if (teamIds) await requireExisting(tx, teams, teamIds, 'teams');
    requireAudience({
      status: fields.status ?? now.status,
      openToAll: fields.openToAll ?? now.openToAll,
      teams: teamIds?.length ?? now.teams,
    });
    await tx
      .update(learningPaths)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(learningPaths.id, pathId));
    if (courseIds) await writeCourses(tx, pathId, courseIds);
    if (teamIds) await writeTeams(tx, pathId, teamIds);
    await recordAudit(tx, auth, {
      action: 'learning-path.update',
      entity: 'learning-path',
      entityId: pathId,
      details: { changed: Object.keys(body), ...(teamIds && { teams: teamIds }) },
      ip,
    });
    return learningPathDetail(tx, auth.user, pathId);
  });
}

/**
 * `learning_paths/teams`: the path's teams become exactly those sent, in one transaction, audited;
 * a published path that is not open to all keeps at least one.
 */
export async function setLearningPathTeams(
  db: Db,
  auth: AuthContext,
  body: LearningPathTeamsRequest,
  ip: string,
): Promise<LearningPathDetail> {
  const pathId = body.learningPathId;
  return db.transaction(async (tx) => {
    const now = await lockPath(tx, pathId);
    await requireExisting(tx, teams, body.teams, 'teams');
    requireAudience({ ...now, teams: body.teams.length });
    await writeTeams(tx, pathId, body.teams);
    await tx.update(learningPaths).set({ updatedAt: sql`now()` }).where(eq(learningPaths.id, pathId));
    await recordAudit(tx, auth, {
      action: 'learning-path.teams',
      entity: 'learning-path',
      entityId: pathId,
      details: { teams: body.teams },
      ip,
    });
    return learningPathDetail(tx, auth.user, pathId);
  });
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
