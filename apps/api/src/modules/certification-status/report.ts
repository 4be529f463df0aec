import {
  type CertificationStatusQuery,
  DEFAULT_LANGUAGE,
  type DistributorCertification,
  type Page,
} from '@academy/domain';
import { asc, count, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distributors, users } from '../../db/schema/index.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { siteOrigin } from '../../lib/site-address.js';
import { distributorRows, reportedDistributors } from './distributors.js';
import { certificationStanding } from './standing.js';
import { partnerStatusAddress } from './status-page.js';

/** The people of `distributorIds` the viewer sees: whom the tiers' figures count. */
export const scopedPeopleOf = (viewer: AuthUser, distributorIds: string[]) =>
  sql`${inArray(users.distributorId, distributorIds)} and ${peopleInScope(viewer) ?? sql`true`}` as SQL;

/**
 * `report/certification-status`: one page of the distributors in the viewer's scope (an admin
 * all, a tsm those he follows, a master his own), by name, each with its people certified per
 * course and learning path, its tier's requirements met or short and how many certifications end
 * soon. Three statements whatever the data: the count, the page, and the figures and tiers' standing
 * of the page's distributors (and the academy's address when a page's status page is on).
 */
export async function certificationStatusReport(
  db: Db,
  viewer: AuthUser,
  query: CertificationStatusQuery,
  requestOrigin: string,
): Promise<Page<DistributorCertification>> {
  const where = reportedDistributors(viewer, query);
  const [total] = await db.select({ n: count() }).from(distributors).where(where);
  const rows = await distributorRows(db, viewer, where)
    .orderBy(asc(distributors.name), asc(distributors.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const ids = rows.map((row) => row._id);
  const { items, tiers } = await certificationStanding(
    db,
    scopedPeopleOf(viewer, ids),
    ids,
    viewer.lang ?? DEFAULT_LANGUAGE,
  );
  const origin = rows.some((row) => row.statusPageEnabled) ? await siteOrigin(db, requestOrigin) : '';
  return {
    items: rows.map(({ statusPageEnabled, statusPageCode, ...row }) => ({
      ...row,
      statusPage: statusPageEnabled && statusPageCode ? partnerStatusAddress(origin, statusPageCode) : null,
      items: items.get(row._id) ?? [],
      tier: tiers.get(row._id)?.tier ?? null,
      expiringSoon: tiers.get(row._id)?.expiringSoon ?? 0,
    })),
    total: total?.n ?? 0,
  };
}
