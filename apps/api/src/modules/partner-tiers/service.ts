import type { PartnerTier, SavePartnerTierRequest } from '@academy/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { distributors, partnerTiers, tierRequirements, trainingTypes } from '../../db/schema/index.js';
import { unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';

// Creations and moves read the positions and then write: one at a time for the whole academy.
const TIERS_LOCK = 0x7469_6572; // "tier"
const lockTiers = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${TIERS_LOCK})`);

/** Tiers (all, or the one of `id`) in order, each with its requirements and distributors: two statements. */
async function readTiers(db: Db | Tx, id?: string): Promise<PartnerTier[]> {
  const tiers = await db
    .select({
      _id: partnerTiers.id,
      name: partnerTiers.name,
      position: partnerTiers.position,
      // written out in full: drizzle leaves the columns of a one-table select unqualified
      distributors: sql<number>`(select count(*)::int from "distributors" d where d."tier_id" = "partner_tiers"."id")`,
    })
    .from(partnerTiers)
    .where(id === undefined ? undefined : eq(partnerTiers.id, id))
    .orderBy(asc(partnerTiers.position), asc(partnerTiers.name), asc(partnerTiers.id));
  if (tiers.length === 0) return [];
  const requirements = await db
    .select({
      tierId: tierRequirements.tierId,
      trainingTypeId: tierRequirements.trainingTypeId,
      title: trainingTypes.title,
      people: tierRequirements.people,
    })
    .from(tierRequirements)
    .innerJoin(trainingTypes, eq(trainingTypes.id, tierRequirements.trainingTypeId))
    .where(
      inArray(
        tierRequirements.tierId,
        tiers.map((tier) => tier._id),
      ),
    )
    .orderBy(asc(tierRequirements.trainingTypeId));
  return tiers.map((tier) => ({
    ...tier,
    requirements: requirements
      .filter((row) => row.tierId === tier._id)
      .map(({ tierId: _, ...requirement }) => requirement),
  }));
}

export const listPartnerTiers = (db: Db) => readTiers(db);

export async function getPartnerTier(db: Db | Tx, id: string): Promise<PartnerTier> {
  const [tier] = await readTiers(db, id);
  if (!tier) throw new AppError('not-found');
  return tier;
}

/**
 * Creates a tier (last in the list) or renames one, and replaces its requirements, in one
 * transaction. A training type that does not exist (or is removed meanwhile) is refused with the
 * field of its requirement and nothing is saved.
 */
export async function savePartnerTier(db: Db, input: SavePartnerTierRequest): Promise<PartnerTier> {
  const typeIds = input.requirements.map((requirement) => requirement.trainingTypeId);
  const unknownType = () => {
    const index = input.requirements.findIndex((requirement) => !known.has(requirement.trainingTypeId));
    return new AppError('validation-failed', {
      [`requirements.${Math.max(index, 0)}.trainingTypeId`]: 'validation.invalid',
    });
  };
  let known = new Set<number>();
  return unlessReferenceGone(
    () =>
      db.transaction(async (tx) => {
        if (typeIds.length > 0) {
          known = new Set(
            (
              await tx
                .select({ id: trainingTypes.id })
                .from(trainingTypes)
                .where(inArray(trainingTypes.id, typeIds))
            ).map((row) => row.id),
          );
          if (known.size < new Set(typeIds).size) throw unknownType();
        }
        let id = input._id;
        if (id === undefined) {
          await lockTiers(tx);
          id = newId();
          await tx.insert(partnerTiers).values({
            id,
            name: input.name,
            position: sql`(select coalesce(max(${partnerTiers.position}), -1) + 1 from ${partnerTiers})`,
          });
        } else {
          const updated = await tx
            .update(partnerTiers)
            .set({ name: input.name })
            .where(eq(partnerTiers.id, id))
            .returning({ id: partnerTiers.id });
          if (updated.length === 0) throw new AppError('not-found');
          await tx.delete(tierRequirements).where(eq(tierRequirements.tierId, id));
        }
        if (input.requirements.length > 0)
          await tx
            .insert(tierRequirements)
            .values(input.requirements.map((requirement) => ({ tierId: id, ...requirement })));
        return getPartnerTier(tx, id);
      }),
    unknownType,
  );
}

/** Swaps a tier with its neighbour above or below (nothing moves at either end); answers the list. */
export async function movePartnerTier(db: Db, id: string, direction: 'up' | 'down'): Promise<PartnerTier[]> {
  return db.transaction(async (tx) => {
    await lockTiers(tx);
    const order = await tx
      .select({ id: partnerTiers.id })
      .from(partnerTiers)
      .orderBy(asc(partnerTiers.position), asc(partnerTiers.name), asc(partnerTiers.id));
    const index = order.findIndex((row) => row.id === id);
    if (index < 0) throw new AppError('not-found');
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other >= 0 && other < order.length) {
      const ids = order.map((row) => row.id);
      [ids[index], ids[other]] = [ids[other] as string, ids[index] as string];
      // positions written anew from 0, which also settles ties left by older data
      await tx
        .update(partnerTiers)
        .set({
          position: sql`case ${partnerTiers.id} ${sql.join(
            ids.map((each, position) => sql`when ${each} then ${position}::int`),
            sql` `,
          )} end`,
        })
        .where(inArray(partnerTiers.id, ids));
    }
    return readTiers(tx);
  });
}

/** Removes a tier and its requirements; its distributors are left without a tier (the foreign key). */
export async function removePartnerTier(db: Db, id: string): Promise<{ ok: true; distributors: number }> {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: distributors.id })
      .from(distributors)
      .where(eq(distributors.tierId, id))
      .for('update');
    const removed = await tx
      .delete(partnerTiers)
      .where(eq(partnerTiers.id, id))
      .returning({ id: partnerTiers.id });
    if (removed.length === 0) throw new AppError('not-found');
    return { ok: true as const, distributors: held.length };
  });
}
