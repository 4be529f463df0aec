import type { Page, TeamListItem, TeamListQuery } from '@academy/domain';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distributors, teamDistributors, teams, teamUsers, users } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import { peopleInScope, teamsInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

/**
 * The team of the row, written with its table's name: inside a subquery Drizzle writes a column
 * without it, and `id` would name the subquery's own table.
 */
const teamOfRow = sql`${sql.identifier('teams')}.${sql.identifier('id')}`;

/**
 * How many people of a team hold `role` among those the viewer may see (a team shared with
 * another distributor holds people outside a master's scope), for the page's rows only.
 */
const peopleCount = (viewer: AuthUser, role: 'leader' | 'member') =>
  sql<number>`(select count(*)::int from ${teamUsers} join ${users} on ${users.id} = ${teamUsers.userId}
    where ${teamUsers.teamId} = ${teamOfRow} and ${teamUsers.role} = ${role}
    and ${peopleInScope(viewer) ?? sql`true`})`;

/** The names of a team's distributors, by name. */
const masterNames = sql<string[]>`array(select ${distributors.name} from ${teamDistributors}
  join ${distributors} on ${distributors.id} = ${teamDistributors.distributorId}
  where ${teamDistributors.teamId} = ${teamOfRow} order by ${distributors.name})`;

/**
 * The teams in the viewer's scope by name, one page at a time: one count and one page query
 * whatever the number of teams (the counts and names are read for the page's rows only).
 */
export async function listTeams(db: Db, viewer: AuthUser, query: TeamListQuery): Promise<Page<TeamListItem>> {
  const filters: (SQL | undefined)[] = [teamsInScope(viewer)];
  if (query.status) filters.push(eq(teams.status, query.status));
  if (query.search) filters.push(ilike(teams.name, containing(query.search)));
  const where = and(...filters);
  const [totalRow] = await db.select({ total: count() }).from(teams).where(where);
  const items = await db
    .select({
      _id: teams.id,
      name: teams.name,
      status: teams.status,
      masters: masterNames,
      leaders: peopleCount(viewer, 'leader'),
      members: peopleCount(viewer, 'member'),
    })
    .from(teams)
    .where(where)
    .orderBy(asc(teams.name), asc(teams.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items, total: totalRow?.total ?? 0 };
}
