import { and, count, eq, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { distributors, teamDistributors, teams } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { distributorsInScope, teamsInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

/** Fails with 404 `team-not-found` unless the team exists inside the viewer's scope. */
export async function requireVisibleTeam(db: Db | Tx, viewer: AuthUser, teamId: string) {
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), teamsInScope(viewer)));
  if (!team) fail('team-not-found');
}

/**
 * A tsm or master sees every team that draws on one of his distributors, but changes only the
 * teams that draw on his distributors alone: a team shared with another distributor is that
 * distributor's too. Fails with 404 for a team out of sight, 403 for one he may only read.
 * The team's row is locked, so two changes of one team run one after the other.
 */
export async function requireManagedTeam(tx: Tx, viewer: AuthUser, teamId: string) {
  const [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), teamsInScope(viewer)))
    .for('update');
  if (!team) fail('team-not-found');
  const inScope = distributorsInScope(viewer);
  if (!inScope) return;
  const [foreign] = await tx
    .select({ n: count() })
    .from(teamDistributors)
    .innerJoin(distributors, eq(distributors.id, teamDistributors.distributorId))
    .where(and(eq(teamDistributors.teamId, teamId), not(sql`coalesce(${inScope}, false)`)));
  if ((foreign?.n ?? 0) > 0) fail('forbidden');
}
