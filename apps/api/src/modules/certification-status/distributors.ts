import type { CertificationStatusDownloadQuery } from '@academy/domain';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, distributors, users } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import { distributorsInScope, peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { countedPeople } from './holdings.js';

/** The distributors of the report: those in the viewer's scope, narrowed by its filters. */
export function reportedDistributors(
  viewer: AuthUser,
  filters: Pick<CertificationStatusDownloadQuery, 'search' | 'distributorId'>,
): SQL | undefined {
  return and(
    distributorsInScope(viewer),
    filters.distributorId ? eq(distributors.id, filters.distributorId) : undefined,
    filters.search ? ilike(distributors.name, containing(filters.search)) : undefined,
  );
}

/** How many people of the row's distributor count (holdings.ts) among those the viewer sees. */
const peopleOfRow = (viewer: AuthUser) =>
  sql<number>`(select count(*)::int from ${users} where ${and(
    sql`${users.distributorId} = ${distributors.id}`,
    countedPeople,
    peopleInScope(viewer),
  )})`;

/** A select of the report's distributors with what a row shows of each, to order and cut. */
export function distributorRows(db: Db, viewer: AuthUser, where: SQL | undefined) {
  return db
    .select({
      _id: distributors.id,
      name: distributors.name,
      country: countries.name,
      state: distributors.state,
      enabled: distributors.enabled,
      people: peopleOfRow(viewer),
      statusPageEnabled: distributors.statusPageEnabled,
      statusPageCode: distributors.statusPageCode,
    })
    .from(distributors)
    .innerJoin(countries, eq(countries.id, distributors.countryId))
    .where(where);
}
