import type { SessionScope } from '@academy/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distributors } from '../../db/schema/index.js';
import { distributorsInScope, PEOPLE_TYPES_IN_SCOPE } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

/**
 * What the user may see, as his session answers it (decision 0031): the types of the people of
 * his scope, and the distributors of his scope by the very condition every list and check uses
 * (`distributorsInScope`) with their countries, plus the countries a tsm follows even where they
 * have no distributor yet. An admin may pick any (null); a learner none. One statement, none for an
 * admin or a learner.
 */
export async function sessionScopeOf(
  db: Db,
  viewer: Pick<AuthUser, 'id' | 'type' | 'distributorId'>,
  followedCountries: readonly string[],
): Promise<SessionScope> {
  const peopleTypes = [...PEOPLE_TYPES_IN_SCOPE[viewer.type]];
  if (viewer.type === 'admin') return { peopleTypes, countries: null, distributors: null };
  if (viewer.type !== 'tsm' && viewer.type !== 'master')
    return { peopleTypes, countries: [], distributors: [] };
  const mine = await db
    .select({ id: distributors.id, countryId: distributors.countryId })
    .from(distributors)
    .where(distributorsInScope(viewer))
    .orderBy(asc(distributors.id));
  return {
    peopleTypes,
    countries: [...new Set([...mine.map((row) => row.countryId), ...followedCountries])].sort(),
    distributors: mine.map((row) => row.id),
  };
}
