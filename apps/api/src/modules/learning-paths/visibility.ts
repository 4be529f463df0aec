import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { learningPaths, learningPathTeams, teams } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { teamsInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { pathsOfLearner } from '../courses/index.js';

/** `learning_paths.id` written with its table, for the subqueries below that have their own columns. */
const pathOfRow = sql`${sql.identifier('learning_paths')}.${sql.identifier('id')}`;

/** Whether the path of the row is given to a team in the viewer's scope. */
const givenToTeamOf = (viewer: AuthUser) =>
  sql`exists (select 1 from ${learningPathTeams} join ${teams} on ${teams.id} = ${learningPathTeams.teamId}
    where ${learningPathTeams.learningPathId} = ${pathOfRow} and ${teamsInScope(viewer) ?? sql`true`})`;

/**
 * The paths a user may see, as a condition on `learning_paths` (undefined: all of them):
 * - admin: every path, drafts included;
 * - tsm and master: the published paths open to all or given to a team in their scope (to read);
 * - student and fact: the paths given to them (pathsOfLearner).
 * A path outside this answers 404, so a draft is never disclosed.
 */
export function visiblePaths(viewer: AuthUser): SQL | undefined {
  if (viewer.type === 'admin') return undefined;
  if (viewer.type === 'tsm' || viewer.type === 'master')
    return and(
      eq(learningPaths.status, 'published'),
      or(eq(learningPaths.openToAll, true), givenToTeamOf(viewer)),
    );
  return pathsOfLearner(viewer);
}

/** The path's row, or 404 `not-found` when the viewer may not see it. */
export async function requireVisiblePath(db: Db | Tx, viewer: AuthUser, pathId: string) {
  const [path] = await db
    .select()
    .from(learningPaths)
    .where(and(eq(learningPaths.id, pathId), visiblePaths(viewer)));
  return path ?? fail('not-found');
}

/** A learner sees his own progress and the order's locks; staff see the path as it is made. */
export const isLearner = (viewer: AuthUser) => viewer.type === 'student' || viewer.type === 'fact';
