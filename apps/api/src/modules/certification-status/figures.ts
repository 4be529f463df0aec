import type { CertifiedItem, CertifiedItemKind, Language } from '@academy/domain';
import { type SQL, sql } from 'drizzle-orm';
import { courses, learningPaths } from '../../db/schema/index.js';
import { holdingTitle, isoOf, titledHoldings } from './holdings.js';

export interface ItemFigureRow {
  distributor_id: string;
  kind: CertifiedItemKind;
  item_id: string;
  title: CertifiedItem['title'];
  certified: number;
  earliest: Date | string | null;
  latest: Date | string | null;
}

/**
 * The common table expression `item_figures`, over `holdings` (holdings.ts): per distributor, each
 * course and learning path its people are certified for, with how many, when the first of them
 * stops being certified (null: none does) and until when the last stays (null: one never stops),
 * and `sort_title`, its title in `lang`, for the order.
 */
export const itemFiguresOf = (lang: Language): SQL => sql`item_figures as (
    select h.distributor_id, h.kind, h.item_id, ${holdingTitle} as title, ${holdingTitle} ->> ${lang} as sort_title,
      count(*)::int as certified, min(h.expires_at) as earliest,
      case when bool_or(h.expires_at is null) then null else max(h.expires_at) end as latest
    from ${titledHoldings}
    group by h.distributor_id, h.kind, h.item_id, ${courses.id}, ${learningPaths.id}
  )`;

/** The rows of `item_figures` in the report's order: courses first then paths, by title. */
export const itemFiguresInOrder = sql`(select coalesce(json_agg(f order by f.distributor_id, f.kind, f.sort_title, f.item_id), '[]'::json)
  from item_figures f)`;

/** `item_figures`' rows by distributor, in their order. */
export function itemsByDistributor(rows: readonly ItemFigureRow[]): Map<string, CertifiedItem[]> {
  const byDistributor = new Map<string, CertifiedItem[]>();
  for (const row of rows) {
    const items = byDistributor.get(row.distributor_id) ?? [];
    items.push({
      kind: row.kind,
      _id: row.item_id,
      title: row.title,
      certified: row.certified,
      earliestExpiry: isoOf(row.earliest),
      latestExpiry: isoOf(row.latest),
    });
    byDistributor.set(row.distributor_id, items);
  }
  return byDistributor;
}
