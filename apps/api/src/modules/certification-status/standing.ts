import type { CertifiedItem, Language } from '@academy/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ItemFigureRow, itemFiguresInOrder, itemFiguresOf, itemsByDistributor } from './figures.js';
import { holdingsOf } from './holdings.js';
import {
  type StandingRow,
  type TierFigures,
  tierStandingInOrder,
  tierStandingOf,
  tiersByDistributor,
} from './tiers.js';

export interface Standing {
  /** per distributor, the courses and paths its people are certified for (figures.ts) */
  items: Map<string, CertifiedItem[]>;
  /** per distributor, its tier and how it stands (tiers.ts) */
  tiers: Map<string, TierFigures>;
}

/**
 * What the report shows of each distributor of `distributorIds`, counting its people among
 * `people` (a condition on `users`): the items they are certified for, by title in `lang`, and its
 * tier's standing. One statement, which works out who holds what (holdings.ts) once for both,
 * whatever the number of distributors, people or paths.
 */
export async function certificationStanding(
  db: Db,
  people: SQL,
  distributorIds: string[],
  lang: Language,
  now = new Date(),
): Promise<Standing> {
  if (distributorIds.length === 0) return { items: new Map(), tiers: new Map() };
  // both drivers (pg and PGlite) answer `execute` with the rows under `rows`
  const result =
    (await db.execute(sql`with ${holdingsOf(people, now, distributorIds)}, ${itemFiguresOf(lang)},
      ${tierStandingOf(distributorIds, now)}
    select ${itemFiguresInOrder} as items, ${tierStandingInOrder} as tiers`)) as unknown as {
      rows: { items: ItemFigureRow[]; tiers: StandingRow[] }[];
    };
  const [row] = result.rows;
  return { items: itemsByDistributor(row?.items ?? []), tiers: tiersByDistributor(row?.tiers ?? []) };
}
