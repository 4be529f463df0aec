import { USER_TYPES, type UserType } from '@academy/domain';
import { type Column, type SQL, sql } from 'drizzle-orm';
import {
  distributors,
  teamDistributors,
  teams,
  teamUsers,
  tsmCountries,
  tsmDistributors,
  users,
} from '../db/schema/index.js';
import type { AuthUser } from './session-user.js';

/**
 * Whom a user may see and manage among the people, distributors and teams
 * (docs/conventions.md, Access scope), as conditions on their tables; undefined means
 * everything. Every list, count, report and export of people takes its condition from here,
 * so that no one reads past his scope:
 * - admin: everything;
 * - tsm: the distributors he follows (a BR tsm) and those of the countries he follows (a LAAM
 *   tsm), and their people;
 * - master: his distributor and its people;
 * - student and fact: themselves only, and no distributor or team; one who leads a team follows
 *   its members' learning in the reports (`peopleFollowed`).
 * A condition reads the scope from the database in the same statement, so a change of a tsm's
 * countries holds from the next request on.
 */

const nothing = sql`false`;

/** A table's `id` written with its table's name, for conditions used inside subqueries with their own `id`. */
const qualifiedId = (table: 'distributors' | 'teams') =>
  sql`${sql.identifier(table)}.${sql.identifier('id')}`;

/**
 * Whether the distributor `column` names is one a tsm (his id, or a column holding it) follows,
 * directly or by its country. One `in` over both lists (not two joined by `or`), so that PostgreSQL
 * can join them to an index on the column instead of filtering every row of the table.
 */
function followedBy(tsmId: string | Column, distributorColumn: SQL | Column): SQL {
  return sql`${distributorColumn} in (select ${tsmDistributors.distributorId} from ${tsmDistributors} where ${tsmDistributors.tsmId} = ${tsmId}
    union all select ${distributors.id} from ${distributors} join ${tsmCountries} on ${tsmCountries.countryId} = ${distributors.countryId} where ${tsmCountries.tsmId} = ${tsmId})`;
}

/**
 * The types of the people in each type's scope (`peopleInScope`), which the /users tabs show: a
 * tsm follows distributors and their people, never admins or other tsms; a master his
 * distributor's learners; a learner no one else. Answered with the session (auth/session-scope).
 */
export const PEOPLE_TYPES_IN_SCOPE: Record<UserType, readonly UserType[]> = {
  admin: USER_TYPES,
  tsm: ['master', 'student', 'fact'],
  master: ['student', 'fact'],
  student: [],
  fact: [],
};

/**
 * The distributors in the viewer's scope, as a condition on `distributors` (or on another
 * column holding a distributor's id, such as a kept figure's cell).
 */
export function distributorsInScope(
  viewer: Pick<AuthUser, 'id' | 'type' | 'distributorId'>,
  id: SQL | Column = qualifiedId('distributors'),
): SQL | undefined {
  switch (viewer.type) {
    case 'admin':
      return undefined;
    case 'tsm':
      return followedBy(viewer.id, id);
    case 'master':
      return viewer.distributorId ? sql`${id} = ${viewer.distributorId}` : nothing;
    default:
      return nothing;
  }
}

/** The people in the viewer's scope, as a condition on `users`. */
export function peopleInScope(viewer: AuthUser): SQL | undefined {
  switch (viewer.type) {
    case 'admin':
      return undefined;
    case 'tsm':
      return followedBy(viewer.id, users.distributorId);
    case 'master':
      return viewer.distributorId ? sql`${users.distributorId} = ${viewer.distributorId}` : nothing;
    default:
      return sql`${users.id} = ${viewer.id}`;
  }
}

/**
 * Whether the person of `person` is in the scope of the viewer of `viewer` (rows of `users` or
 * aliases of it, read in the same statement), by the rule of `peopleInScope`: for the session
 * lookup of a simulation, which knows neither of them before it runs and checks on every request
 * that the simulated user is still in the asker's scope.
 */
export function inScopeOf(
  viewer: { id: Column; type: Column; distributorId: Column },
  person: { id: Column; distributorId: Column },
): SQL<boolean> {
  return sql<boolean>`(case ${viewer.type}
    when 'admin' then true
    when 'tsm' then coalesce(${followedBy(viewer.id, person.distributorId)}, false)
    when 'master' then coalesce(${person.distributorId} = ${viewer.distributorId}, false)
    else ${person.id} = ${viewer.id} end)`;
}

/** The teams in the viewer's scope (a team drawing on one of his distributors), as a condition on `teams`. */
export function teamsInScope(viewer: AuthUser): SQL | undefined {
  if (viewer.type === 'admin') return undefined;
  if (viewer.type !== 'tsm' && viewer.type !== 'master') return nothing;
  const distributor = sql`${teamDistributors.distributorId}`;
  const inScope =
    viewer.type === 'tsm'
      ? followedBy(viewer.id, distributor)
      : viewer.distributorId
        ? sql`${distributor} = ${viewer.distributorId}`
        : nothing;
  return sql`exists (select 1 from ${teamDistributors} where ${teamDistributors.teamId} = ${qualifiedId('teams')} and ${inScope})`;
}

/**
 * The reverse of the scopes above: the staff who have the distributor `distributorId` (a value, or
 * a column of another table) in their scope, as a condition on `staff` (`users` or an alias of
 * it): every admin, the distributor's masters and every tsm who follows it. A registration's
 * notices and reminders go to them.
 */
export function staffOver(
  distributorId: string | Column,
  staff: { id: Column; type: Column; distributorId: Column } = users,
): SQL {
  return sql`(${staff.type} = 'admin'
    or (${staff.type} = 'master' and ${staff.distributorId} = ${distributorId})
    or (${staff.type} = 'tsm' and ${followedBy(staff.id, sql`${distributorId}`)}))`;
}

/** The enabled teams `leaderId` (a value, or a column holding a user's id) leads, as a subquery of their ids. */
const teamsLedBy = (leaderId: string | Column) =>
  sql`(select ${teamUsers.teamId} from ${teamUsers} join ${teams} on ${teams.id} = ${teamUsers.teamId}
    where ${teamUsers.userId} = ${leaderId} and ${teamUsers.role} = 'leader' and ${teams.status} = 'enabled')`;

/**
 * Whether the user of `table` (users or an alias of it) is a student or fact user who leads an
 * enabled team: read with his session, for his menu and access. The staff, who follow their
 * scope instead, skip the lookup: it runs on every request.
 */
export const leadsATeam = (table: { id: Column; type: Column }) =>
  sql<boolean>`(${table.type} in ('student', 'fact') and exists ${teamsLedBy(table.id)})`;

/**
 * The people whose learning the viewer follows in the reports, as a condition on `users`: the
 * people of his scope for the staff; for a student or fact user who leads a team, the members of
 * the enabled teams he leads, never himself (none for one who leads none).
 */
export function peopleFollowed(viewer: AuthUser): SQL | undefined {
  if (viewer.type === 'admin' || viewer.type === 'tsm' || viewer.type === 'master')
    return peopleInScope(viewer);
  return sql`${users.id} <> ${viewer.id} and ${users.id} in (select ${teamUsers.userId} from ${teamUsers}
    where ${teamUsers.role} = 'member' and ${teamUsers.teamId} in ${teamsLedBy(viewer.id)})`;
}
