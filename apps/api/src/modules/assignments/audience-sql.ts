import { type Audience, audienceHasConditions } from '@academy/domain';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { teamUsers, users } from '../../db/schema/index.js';

/**
 * The domain's `audienceMatches`, as a condition on `users`, so that an assignment or a rule
 * reaches all its people in one statement (tested against the domain function on generated people,
 * audience-sql.test.ts). A person is in a team's audience as one of its members.
 */
export function audienceCondition(audience: Audience): SQL {
  const named = audience.people.length > 0 ? inArray(users.id, audience.people) : sql`false`;
  if (!audience.everyone && !audienceHasConditions(audience)) return named;
  const conditions = [
    audience.userTypes.length > 0 && inArray(users.type, audience.userTypes),
    audience.countries.length > 0 && inArray(users.countryId, audience.countries),
    audience.distributors.length > 0 && inArray(users.distributorId, audience.distributors),
    audience.categories.length > 0 && inArray(users.categoryIndex, audience.categories),
    audience.teams.length > 0 &&
      sql`exists (select 1 from ${teamUsers} where ${teamUsers.userId} = ${users.id}
        and ${teamUsers.role} = 'member' and ${inArray(teamUsers.teamId, audience.teams)})`,
  ].filter((condition): condition is SQL => condition !== false);
  return or(named, and(sql`true`, ...conditions)) as SQL;
}
