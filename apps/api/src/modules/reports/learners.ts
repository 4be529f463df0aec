import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { teamUsers, users } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import { peopleFollowed } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { countedLearner } from '../figures/index.js';

/** The filters every report takes on its learners (contracts/reports.ts). */
export interface LearnerFilters {
  search?: string;
  country?: string;
  distributor?: string;
  team?: string;
}

/**
 * The learners a report covers, as a condition on `users`: students and fact users, enabled,
 * not removed, followed by the viewer (lib/scope.ts: his scope, or the members of the teams he
 * leads), narrowed by the filters. Every figure,
 * list and download of the reports takes its people from here.
 */
export function reportLearners(viewer: AuthUser, filters: LearnerFilters = {}): SQL {
  return and(
    countedLearner,
    peopleFollowed(viewer),
    filters.search
      ? or(ilike(users.name, containing(filters.search)), ilike(users.email, containing(filters.search)))
      : undefined,
    filters.country ? eq(users.countryId, filters.country) : undefined,
    filters.distributor ? eq(users.distributorId, filters.distributor) : undefined,
    filters.team
      ? sql`exists (select 1 from ${teamUsers} where ${teamUsers.teamId} = ${filters.team} and ${teamUsers.userId} = ${users.id} and ${teamUsers.role} = 'member')`
      : undefined,
  ) as SQL;
}
