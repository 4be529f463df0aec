import type { TeamDetail } from '@academy/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, distributors, teamDistributors, teams, teamUsers, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { asTeamPerson, masterColumns, personColumns } from './people.js';
import { requireVisibleTeam } from './scope.js';

/**
 * A team with its distributors, and the leaders and members the viewer may see, by name (a team
 * shared with another distributor holds people outside a master's scope): three queries.
 */
export async function teamDetail(db: Db | Tx, viewer: AuthUser, teamId: string): Promise<TeamDetail> {
  const [team] = await db
    .select({ _id: teams.id, name: teams.name, status: teams.status, createdAt: teams.createdAt })
    .from(teams)
    .where(eq(teams.id, teamId));
  if (!team) return fail('team-not-found');
  const masters = await db
    .select(masterColumns)
    .from(teamDistributors)
    .innerJoin(distributors, eq(distributors.id, teamDistributors.distributorId))
    .innerJoin(countries, eq(countries.id, distributors.countryId))
    .where(eq(teamDistributors.teamId, teamId))
    .orderBy(asc(distributors.name), asc(distributors.id));
  const people = await db
    .select({ ...personColumns, role: teamUsers.role })
    .from(teamUsers)
    .innerJoin(users, eq(users.id, teamUsers.userId))
    .where(and(eq(teamUsers.teamId, teamId), peopleInScope(viewer)))
    .orderBy(asc(users.name), asc(users.id));
  const withRole = (role: 'leader' | 'member') =>
    people.filter((person) => person.role === role).map(({ role: _role, ...person }) => asTeamPerson(person));
  return {
    ...team,
    createdAt: team.createdAt.toISOString(),
    masters,
    leaders: withRole('leader'),
    members: withRole('member'),
  };
}

/** `team/get/{id}`: a team in the viewer's scope, else 404 `team-not-found`. */
export async function getTeam(db: Db, viewer: AuthUser, teamId: string): Promise<TeamDetail> {
  await requireVisibleTeam(db, viewer, teamId);
  return teamDetail(db, viewer, teamId);
}
