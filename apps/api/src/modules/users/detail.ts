import type { UserDetail } from '@academy/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, distributors, settings, states, teams, teamUsers, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

/** The person of the row, written with its table's name, for the subqueries below. */
const personOfRow = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

/** The teams a person leads or belongs to, each once, by name. */
const teamNames = sql<
  { _id: string; name: string }[]
>`coalesce((select json_agg(json_build_object('_id', t.id, 'name', t.name) order by t.name, t.id)
  from (select distinct ${teams.id} as id, ${teams.name} as name from ${teamUsers} join ${teams} on ${teams.id} = ${teamUsers.teamId}
  where ${teamUsers.userId} = ${personOfRow}) t), '[]'::json)`;

/**
 * One person of the viewer's scope with the names his form and profile show, in one statement
 * (his country, distributor, category title, the id of his state, his teams).
 */
export async function getUser(db: Db | Tx, viewer: AuthUser, id: string): Promise<UserDetail> {
  const [row] = await db
    .select({
      user: users,
      countryName: countries.name,
      masterName: distributors.name,
      stateId: sql<
        string | null
      >`(select ${states.id} from ${states} where ${states.countryId} = ${users.countryId} and ${states.name} = ${users.state} limit 1)`,
      category: sql<
        string | null
      >`(select ${settings.value} ->> ${users.categoryIndex}::int from ${settings} where ${settings.name} = 'user_categories' and jsonb_typeof(${settings.value}) = 'array')`,
      teams: teamNames,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(distributors, eq(distributors.id, users.distributorId))
    .where(and(eq(users.id, id), isNull(users.deletedAt), peopleInScope(viewer)));
  if (!row) return fail('user-not-found');
  const { user } = row;
  return {
    _id: user.id,
    type: user.type,
    status: user.status,
    name: user.name,
    email: user.email,
    lang: user.lang,
    avatar: user.avatar,
    phone: user.phone,
    dialCode: user.dialCode,
    countryId: user.countryId,
    countryName: row.countryName,
    stateId: row.stateId,
    state: user.state,
    city: user.city,
    master:
      user.distributorId && row.masterName !== null
        ? { _id: user.distributorId, name: row.masterName }
        : null,
    categoryIndex: user.categoryIndex,
    category: row.category,
    teams: row.teams,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
