import {
  findTsmDuplicate,
  normalizeTsmRegions,
  type SaveTsmRequest,
  type TsmAssignment,
  type TsmView,
} from '@academy/domain';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, distributors, tsmCountries, tsmDistributors, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { getTsmView } from './view.js';

// Every save reads the other TSMs' assignments before writing its own: one at a time for the
// whole academy, so two saves at once cannot both take the same country and region.
const TSM_ASSIGNMENT_LOCK = 0x74_73_6d_61; // "tsma"

/** Locks the TSM's row, or fails with 404 for anyone who is not a TSM. */
async function lockTsm(tx: Tx, userId: string) {
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.type, 'tsm'), isNull(users.deletedAt)))
    .for('update');
  if (!found) fail('user-not-found');
}

/** Fails unless every id is a distributor of Brazil (docs/conventions.md, Access scope: a BR tsm follows Brazil's masters). */
async function requireBrazilDistributors(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  const [found] = await tx
    .select({ n: count() })
    .from(distributors)
    .innerJoin(countries, eq(countries.id, distributors.countryId))
    .where(and(inArray(distributors.id, ids), eq(countries.region, 'BR')));
  if ((found?.n ?? 0) !== ids.length) fail('validation-failed', { masters: 'validation.tsmMasters' });
}

/** Fails unless every id is a LAAM country (Latin America outside Brazil). */
async function requireLaamCountries(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  const [found] = await tx
    .select({ n: count() })
    .from(countries)
    .where(and(inArray(countries.id, ids), eq(countries.region, 'LAAM')));
  if ((found?.n ?? 0) !== ids.length) fail('validation-failed', { countries: 'validation.tsmCountries' });
}

/** The row's user written with its table's name, for the subqueries below. */
const userOfRow = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

/**
 * The other TSMs the candidate could duplicate: for a BR candidate every other BR tsm, for a LAAM
 * one those following one of his countries. The rule itself (findTsmDuplicate) then decides.
 */
async function rivalsOf(tx: Tx, candidate: TsmAssignment): Promise<TsmAssignment[]> {
  const sharesCountry = sql`exists (select 1 from ${tsmCountries} where ${tsmCountries.tsmId} = ${userOfRow}
    and ${inArray(tsmCountries.countryId, [...candidate.countries])})`;
  const rivals = await tx
    .select({
      userId: users.id,
      regionType: users.tsmRegionType,
      regions: users.tsmRegions,
      countries: sql<
        string[]
      >`array(select ${tsmCountries.countryId}::text from ${tsmCountries} where ${tsmCountries.tsmId} = ${userOfRow})`,
    })
    .from(users)
    .where(
      and(
        eq(users.type, 'tsm'),
        isNull(users.deletedAt),
        ne(users.id, candidate.userId),
        candidate.regionType === 'BR' ? eq(users.tsmRegionType, 'BR') : sharesCountry,
      ),
    );
  return rivals;
}

async function writeAssignment(tx: Tx, userId: string, input: SaveTsmRequest, regions: string[]) {
  await tx
    .update(users)
    .set({ tsmRegionType: input.regionType, tsmRegions: regions, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx.delete(tsmDistributors).where(eq(tsmDistributors.tsmId, userId));
  await tx.delete(tsmCountries).where(eq(tsmCountries.tsmId, userId));
  if (input.masters.length > 0)
    await tx
      .insert(tsmDistributors)
      .values(input.masters.map((distributorId) => ({ tsmId: userId, distributorId })));
  if (input.countries.length > 0)
    await tx.insert(tsmCountries).values(input.countries.map((countryId) => ({ tsmId: userId, countryId })));
}

/**
 * `tsm/update/{id}`: what a TSM follows, replaced in one transaction and audited. Refuses
 * distributors outside Brazil, countries outside LAAM, and another TSM's country and region
 * (`tsm-duplicate`, spec section 5). The TSM's scope follows at once: the scope conditions read
 * these tables on every request (lib/scope.ts).
 */
export async function saveTsmAssignment(
  db: Db,
  auth: AuthContext,
  userId: string,
  body: SaveTsmRequest,
  ip: string,
): Promise<TsmView> {
  const input = { ...body, masters: [...new Set(body.masters)], countries: [...new Set(body.countries)] };
  const regions = normalizeTsmRegions(body.regions);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TSM_ASSIGNMENT_LOCK})`);
    await lockTsm(tx, userId);
    await requireBrazilDistributors(tx, input.masters);
    await requireLaamCountries(tx, input.countries);
    const candidate: TsmAssignment = {
      userId,
      regionType: input.regionType,
      countries: input.countries,
      regions,
    };
    if (findTsmDuplicate(candidate, await rivalsOf(tx, candidate))) fail('tsm-duplicate');
    await writeAssignment(tx, userId, input, regions);
    await recordAudit(tx, auth, {
      action: 'tsm.assign',
      entity: 'user',
      entityId: userId,
      details: { regionType: input.regionType, masters: input.masters, countries: input.countries, regions },
      ip,
    });
    return getTsmView(tx, userId);
  });
}
