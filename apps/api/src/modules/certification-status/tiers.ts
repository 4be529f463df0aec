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

export interface StandingRow {
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
 * The common table expressions up to `tier_standing`, over `valid` (holdings.ts): per distributor
 * of `distributorIds`, its partner tier with, per product line the tier asks for, how many of its
 * people are certified for it, and how many of them hold a certificate ending within
 * EXPIRING_SOON_DAYS. Certified for a product line: one of his course certificates that still
 * certify (neither revoked, renewed nor ended) is of a course of that training type; a person
 * counts once per line whatever his certificates.
 */
export function tierStandingOf(distributorIds: string[], now: Date): SQL {
  const soonEnd = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS).toISOString();
  return sql`lines as (
      select distinct valid.distributor_id, valid.user_id, ${courses.trainingTypeId} as training_type_id
      from valid join ${courses} on ${courses.id} = valid.course_id
      where ${courses.trainingTypeId} is not null
    ), soon as (
      select distributor_id, count(distinct user_id)::int as n from valid
      where expires_at is not null and expires_at <= ${soonEnd}::timestamptz
      group by distributor_id
    ), tier_standing as (
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
    )`;
}

/** The rows of `tier_standing` in order, as one JSON array. */
export const tierStandingInOrder = sql`(select coalesce(json_agg(t order by t.distributor_id, t.training_type_id), '[]'::json)
  from tier_standing t)`;

/** `tier_standing`'s rows by distributor. */
export function tiersByDistributor(rows: readonly StandingRow[]): Map<string, TierFigures> {
  const byDistributor = new Map<string, TierFigures>();
  for (const row of rows) {
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

/**
 * Per distributor of `distributorIds`, its tier and how it stands (tierStandingOf), counting its
 * people among `people` (a condition on `users`). One statement.
 */
export async function tierFigures(
  db: Db,
  people: SQL,
  distributorIds: string[],
  now = new Date(),
): Promise<Map<string, TierFigures>> {
  if (distributorIds.length === 0) return new Map();
  // both drivers (pg and PGlite) answer `execute` with the rows under `rows`
  const result =
    (await db.execute(sql`with ${holdingsOf(people, now, distributorIds)}, ${tierStandingOf(distributorIds, now)}
    select ${tierStandingInOrder} as tiers`)) as unknown as { rows: { tiers: StandingRow[] }[] };
  return tiersByDistributor(result.rows[0]?.tiers ?? []);
}
