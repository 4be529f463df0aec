import type { Audience } from '@academy/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { distributors, teams, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { distributorsInScope, PEOPLE_TYPES_IN_SCOPE, peopleInScope, teamsInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

/** How many of `ids` rows of `table` the condition keeps. */
async function countIn(
  db: Db | Tx,
  table: typeof users | typeof distributors | typeof teams,
  ids: string[],
  condition: SQL | undefined,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(inArray(table.id, ids), condition));
  return row?.count ?? 0;
}

/**
 * Refuses (403 `audience-out-of-scope`) an audience that names anything outside the asker's scope:
 * a person, a distributor or a team he does not manage, a type of person he does not follow, or
 * a country where he follows no distributor. The people assigned are kept to his scope anyway;
 * this tells him at once that part of what he chose cannot be reached.
 */
export async function requireAudienceInScope(db: Db | Tx, viewer: AuthUser, audience: Audience) {
  if (viewer.type === 'admin') return;
  const types = PEOPLE_TYPES_IN_SCOPE[viewer.type];
  const unique = (values: string[]) => [...new Set(values)];
  const people = unique(audience.people);
  const named = unique(audience.distributors);
  const teamIds = unique(audience.teams);
  const countries = unique(audience.countries);
  const inScope =
    audience.userTypes.every((type) => types.includes(type)) &&
    (people.length === 0 || (await countIn(db, users, people, peopleInScope(viewer))) === people.length) &&
    (named.length === 0 ||
      (await countIn(db, distributors, named, distributorsInScope(viewer))) === named.length) &&
    (teamIds.length === 0 || (await countIn(db, teams, teamIds, teamsInScope(viewer))) === teamIds.length) &&
    (countries.length === 0 || (await followedCountries(db, viewer, countries)) === countries.length);
  if (!inScope) fail('audience-out-of-scope');
}

/** How many of the countries hold a distributor of the asker's scope. */
async function followedCountries(db: Db | Tx, viewer: AuthUser, countries: string[]) {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${distributors.countryId})::int` })
    .from(distributors)
    .where(and(inArray(distributors.countryId, countries), distributorsInScope(viewer)));
  return row?.count ?? 0;
}
