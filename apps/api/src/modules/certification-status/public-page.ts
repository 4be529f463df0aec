import type { CertifiedItemKind, PartnerStatus } from '@academy/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, distributors, learningPaths, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { normalizeCode } from '../certificates/index.js';
import { holdingsOf, holdingTitle, titledHoldings } from './holdings.js';
import { tierFigures } from './tiers.js';

interface PublicRow extends Record<string, unknown> {
  kind: CertifiedItemKind;
  item_id: string;
  title: PartnerStatus['items'][number]['title'];
  certified: number;
  first_names: string[];
}

/** A person's first name: the first word of his name, all the public page shows of him. */
const firstName = sql`(regexp_split_to_array(btrim(h.name), '\\s+'))[1]`;

/**
 * `public/partner-status/{code}`, for anyone with the address: the distributor's name and, per
 * course and learning path its people are certified for (holdings.ts), how many and their first
 * names in order; never a surname, an email or an id of a person. A page switched off, of a
 * disabled distributor, or a code no distributor has are all the same not-found, so the answer
 * tells nothing of which. Its tier shows each requirement met or short, as counts. Three statements.
 */
export async function partnerStatus(db: Db, code: string, now = new Date()): Promise<PartnerStatus> {
  const [distributor] = await db
    .select({ id: distributors.id, name: distributors.name })
    .from(distributors)
    .where(
      and(
        eq(distributors.statusPageCode, normalizeCode(code)),
        eq(distributors.statusPageEnabled, true),
        eq(distributors.enabled, true),
      ),
    );
  if (!distributor) throw new AppError('not-found');
  // both drivers (pg and PGlite) answer `execute` with the rows under `rows`
  const result =
    (await db.execute(sql`with ${holdingsOf(eq(users.distributorId, distributor.id), now, [distributor.id])}
    select h.kind, h.item_id, ${holdingTitle} as title, count(*)::int as certified,
      array_agg(${firstName} order by ${firstName}, h.user_id) as first_names
    from ${titledHoldings}
    group by h.kind, h.item_id, ${courses.id}, ${learningPaths.id}
    order by h.kind, ${holdingTitle} ->> 'en', h.item_id`)) as unknown as { rows: PublicRow[] };
  const tiers = await tierFigures(db, eq(users.distributorId, distributor.id) as SQL, [distributor.id], now);
  return {
    name: distributor.name,
    tier: tiers.get(distributor.id)?.tier ?? null,
    items: result.rows.map((row) => ({
      kind: row.kind,
      _id: row.item_id,
      title: row.title,
      certified: row.certified,
      firstNames: row.first_names,
    })),
  };
}
