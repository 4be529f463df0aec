import { type DistributorTier, EXPIRING_SOON_DAYS, shortBy } from '@academy/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  courses,
  distributors,
  partnerTiers,
  tierRequirements,
  trainingTypes,
} from '../../db/schema/index.js';
import { holdingsOf } from './holdings.js';

interface StandingRow extends Record<string, unknown> {
  distributor_id: string;
  tier_name: string | null;
  training_type_id: number | null;
  title: string | null;
  required: number | null;
  certified: number;
  expiring: number;
}

export interface TierFigures {
  /** its tier and how it stands towards each requirement, or null without a tier */
  tier: DistributorTier | null;
  /** how many of its people hold a certificate that still certifies and ends within EXPIRING_SOON_DAYS */
  expiringSoon: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Per distributor of `distributorIds`, its partner tier with, per product line the tier asks for,
 * how many of its people among `people` (a condition on `users`) are certified for it, and how
 * many of them hold a certificate ending within EXPIRING_SOON_DAYS. Certified for a product line:
 * one of his course certificates that still certify (holdings.ts: neither revoked, renewed nor
 * ended) is of a course of that training type; a person counts once per line whatever his
 * certificates. One statement, whatever the number of distributors, requirements or people.
 */
export async function tierFigures(
  db: Db,
  people: SQL,
  distributorIds: string[],
  now = new Date(),
): Promise<Map<string, TierFigures>> {
  const byDistributor = new Map<string, TierFigures>();
  if (distributorIds.length === 0) return byDistributor;
  const soonEnd = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS).toISOString();
  // both drivers (pg and PGlite) answer `execute` with the rows under `rows`
  const result = (await db.execute(sql`with ${holdingsOf(people, now)}, lines as (
      select distinct valid.distributor_id, valid.user_id, ${courses.trainingTypeId} as training_type_id
      from valid join ${courses} on ${courses.id} = valid.course_id
      where ${courses.trainingTypeId} is not null
    ), soon as (
      select distributor_id, count(distinct user_id)::int as n from valid
      where expires_at is not null and expires_at <= ${soonEnd}::timestamptz
      group by distributor_id
    )
    select ${distributors.id} as distributor_id, ${partnerTiers.name} as tier_name,
      ${tierRequirements.trainingTypeId} as training_type_id, ${trainingTypes.title} as title,
      ${tierRequirements.people} as required, count(lines.user_id)::int as certified,
      coalesce(soon.n, 0)::int as expiring
    from ${distributors}
      left join ${partnerTiers} on ${partnerTiers.id} = ${distributors.tierId}
      left join ${tierRequirements} on ${tierRequirements.tierId} = ${partnerTiers.id}
      left join ${trainingTypes} on ${trainingTypes.id} = ${tierRequirements.trainingTypeId}
      left join lines on lines.distributor_id = ${distributors.id}
        and lines.training_type_id = ${tierRequirements.trainingTypeId}
      left join soon on soon.distributor_id = ${distributors.id}
    where ${inArray(distributors.id, distributorIds)}
    group by ${distributors.id}, ${partnerTiers.name}, ${tierRequirements.trainingTypeId},
      ${trainingTypes.title}, ${tierRequirements.people}, soon.n
    order by ${distributors.id}, ${tierRequirements.trainingTypeId}`)) as unknown as { rows: StandingRow[] };
  for (const row of result.rows) {
    const figures = byDistributor.get(row.distributor_id) ?? {
      tier: row.tier_name === null ? null : { name: row.tier_name, requirements: [] },
      expiringSoon: row.expiring,
    };
    if (figures.tier && row.training_type_id !== null && row.required !== null)
      figures.tier.requirements.push({
        trainingTypeId: row.training_type_id,
        title: row.title ?? '',
        required: row.required,
        certified: row.certified,
        short: shortBy(row.required, row.certified),
      });
    byDistributor.set(row.distributor_id, figures);
  }
  return byDistributor;
}
