import type { DistributorItem, SaveDistributorRequest } from '@academy/domain';
import { and, asc, count, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, distributors, sessions, users } from '../../db/schema/index.js';
import { unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { personData, personEventColumns } from '../users/index.js';
import { queueWebhookEvents } from '../webhooks/index.js';
import { hasState } from './service.js';

const distributorColumns = {
  _id: distributors.id,
  countryId: distributors.countryId,
  name: distributors.name,
  state: distributors.state,
  enabled: distributors.enabled,
  tierId: distributors.tierId,
};

/** Who is asking decides whether disabled distributors show: only admins manage them. */
export interface DistributorView {
  includeDisabled: boolean;
}

export async function listDistributors(
  db: Db,
  countryId: string,
  filter: { state?: string },
  view: DistributorView,
): Promise<DistributorItem[]> {
  return db
    .select(distributorColumns)
    .from(distributors)
    .where(
      and(
        eq(distributors.countryId, countryId),
        filter.state === undefined ? undefined : eq(distributors.state, filter.state),
        view.includeDisabled ? undefined : eq(distributors.enabled, true),
      ),
    )
    .orderBy(asc(distributors.position), asc(distributors.name));
}

export async function getDistributor(
  db: Db,
  countryId: string,
  id: string,
  view: DistributorView,
): Promise<DistributorItem> {
  const [distributor] = await db
    .select(distributorColumns)
    .from(distributors)
    .where(
      and(
        eq(distributors.id, id),
        eq(distributors.countryId, countryId),
        view.includeDisabled ? undefined : eq(distributors.enabled, true),
      ),
    )
    .limit(1);
  if (!distributor) throw new AppError('not-found');
  return distributor;
}

/** Creates a distributor (no `_id`) or updates one of that country. */
export async function saveDistributor(db: Db, input: SaveDistributorRequest): Promise<DistributorItem> {
  const { countryID, distributor } = input;
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryID))
    .limit(1);
  if (!country) throw new AppError('not-found');
  if (distributor.state !== '' && !(await hasState(db, countryID, distributor.state)))
    throw new AppError('validation-failed', { 'distributor.state': 'validation.state' });

  const values = {
    name: distributor.name,
    state: distributor.state,
    enabled: distributor.enabled,
    ...(distributor.tierId !== undefined && { tierId: distributor.tierId }),
  };
  // a tier that does not exist, or is removed meanwhile, is refused by the foreign key
  const unknownTier = () => new AppError('validation-failed', { 'distributor.tierId': 'validation.invalid' });
  return unlessReferenceGone(async () => {
    const id = distributor._id;
    if (!id) {
      const [created] = await db
        .insert(distributors)
        .values({ id: newId(), countryId: countryID, ...values })
        .returning(distributorColumns);
      return created as DistributorItem;
    }
    const [updated] = await db
      .update(distributors)
      .set(values)
      .where(and(eq(distributors.id, id), eq(distributors.countryId, countryID)))
      .returning(distributorColumns);
    if (!updated) throw new AppError('not-found');
    return updated;
  }, unknownTier);
}

/** Whom removing the distributor disables: its people, admins excepted (as removeDistributor does). */
const peopleOf = (id: string) => and(eq(users.distributorId, id), ne(users.type, 'admin'));

/** How many users removing the distributor would disable, for the confirmation that comes first. */
export async function countDistributorUsers(
  db: Db,
  countryId: string,
  id: string,
): Promise<{ users: number }> {
  const [found] = await db
    .select({ users: count(users.id) })
    .from(distributors)
    .leftJoin(users, peopleOf(id))
    .where(and(eq(distributors.id, id), eq(distributors.countryId, countryId)))
    .groupBy(distributors.id);
  if (!found) throw new AppError('not-found');
  return found;
}

/**
 * Removes a distributor. Its people lose their academy access with it: in one transaction
 * their accounts are disabled and their sessions revoked (admins excepted), then the
 * distributor is deleted (users keep their rows, their link is set to null by the database),
 * and webhooks are told of the people changed (person.changed, one statement for them all).
 */
export async function removeDistributor(
  db: Db,
  countryId: string,
  id: string,
): Promise<{ ok: true; disabledUsers: number }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: distributors.id })
      .from(distributors)
      .where(and(eq(distributors.id, id), eq(distributors.countryId, countryId)))
      .for('update');
    if (!locked) throw new AppError('not-found');

    // Revoke first: the same subquery then still finds the people by their distributor.
    const people = tx.select({ id: users.id }).from(users).where(peopleOf(id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          isNull(sessions.revokedAt),
          or(inArray(sessions.userId, people), inArray(sessions.actingAsId, people)),
        ),
      );
    const disabled = await tx
      .update(users)
      .set({ status: 'disabled', updatedAt: new Date() })
      .where(peopleOf(id))
      .returning(personEventColumns);
    await tx.delete(distributors).where(eq(distributors.id, id));
    // as the deletion left them: disabled, of no distributor
    await queueWebhookEvents(
      tx,
      'person.changed',
      disabled.map((person) => personData({ ...person, distributorId: null })),
    );
    return { ok: true as const, disabledUsers: disabled.length };
  });
}
