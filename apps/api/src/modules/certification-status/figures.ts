import type { CertifiedItem, CertifiedItemKind, Language } from '@academy/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, learningPaths, users } from '../../db/schema/index.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { holdingsOf, holdingTitle, isoOf, titledHoldings } from './holdings.js';

interface FigureRow extends Record<string, unknown> {
  distributor_id: string;
  kind: CertifiedItemKind;
  item_id: string;
  title: CertifiedItem['title'];
  certified: number;
  earliest: Date | string | null;
  latest: Date | string | null;
}

/**
 * Per distributor of `distributorIds`, the courses and learning paths its people in the viewer's
 * scope are certified for (holdings.ts), courses first then paths, by title in `lang`: how many,
 * when the first of them stops being certified (null: none does) and until when the last stays
 * (null: one never stops). One statement, whatever the number of distributors, people or paths.
 */
export async function certificationFigures(
  db: Db,
  viewer: AuthUser,
  distributorIds: string[],
  lang: Language,
  now = new Date(),
): Promise<Map<string, CertifiedItem[]>> {
  const byDistributor = new Map<string, CertifiedItem[]>();
  if (distributorIds.length === 0) return byDistributor;
  const people = sql`${inArray(users.distributorId, distributorIds)} and ${peopleInScope(viewer) ?? sql`true`}`;
  // both drivers (pg and PGlite) answer `execute` with the rows under `rows`
  const result = (await db.execute(sql`with ${holdingsOf(people as SQL, now)}
    select h.distributor_id, h.kind, h.item_id, ${holdingTitle} as title,
      count(*)::int as certified, min(h.expires_at) as earliest,
      case when bool_or(h.expires_at is null) then null else max(h.expires_at) end as latest
    from ${titledHoldings}
    group by h.distributor_id, h.kind, h.item_id, ${courses.id}, ${learningPaths.id}
    order by h.distributor_id, h.kind, ${holdingTitle} ->> ${lang}, h.item_id`)) as unknown as {
    rows: FigureRow[];
  };
  for (const row of result.rows) {
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
