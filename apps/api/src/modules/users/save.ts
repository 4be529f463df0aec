import type { CreateUserRequest, UpdateUserRequest, UserDetail } from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, fail } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { applyRulesTo } from '../assignments/index.js';
import { recordAudit } from '../audit/index.js';
import { revokeUserSessions } from '../auth/index.js';
import { queueWebhookEvents } from '../webhooks/index.js';
import { checkPlace, requireAssignableType } from './account-checks.js';
import { createAccount, type Invitation } from './create-account.js';
import { getUser } from './detail.js';
import { type PersonEventRow, personData, personEventColumns } from './person-events.js';
import { requireVisiblePerson } from './visible.js';

/**
 * Creates a person from the user form: an admin any, a tsm the people of his distributors (never
 * an admin or a tsm), a master the learners of his own distributor. The account has no password:
 * the invitation mail leads the person to choose one.
 */
export async function createUser(
  db: Db,
  auth: AuthContext,
  input: CreateUserRequest,
  invitation: Invitation,
): Promise<UserDetail> {
  const actor = auth.user;
  requireAssignableType(actor, input.type);
  const place = await checkPlace(db, actor, input);
  const id = await db.transaction((tx) =>
    createAccount(
      tx,
      {
        type: input.type,
        name: input.name,
        email: input.email,
        status: input.status,
        lang: input.lang,
        city: input.city,
        avatar: input.avatar,
        phone: input.phone,
        dialCode: input.dialCode,
        ...place,
      },
      auth,
      invitation,
    ),
  );
  return getUser(db, actor, id);
}

/** The fields of a change as they compare with the stored row, for the audit's details. */
type Changes = Partial<Record<keyof typeof users.$inferSelect, unknown>>;

/**
 * Changes the fields sent of a person of the asker's scope. A tsm or master changes only people
 * whose type he may give, may give only those types, and the person stays in his scope (the
 * distributor is checked against it). Nobody changes his own type or status here, so an admin
 * cannot lock himself out. The row is locked for the change; the change is audited and told to
 * webhooks (person.changed); a save that changes nothing tells nothing.
 */
export async function updateUser(
  db: Db,
  auth: AuthContext,
  input: UpdateUserRequest,
  ip?: string,
): Promise<UserDetail> {
  const actor = auth.user;
  await db.transaction(async (tx) => {
    const person = await requireVisiblePerson(tx, actor, input._id, true);
    requireAssignableType(actor, person.type);
    if (input.type !== undefined) requireAssignableType(actor, input.type);
    const self = person.id === actor.id;
    if (
      self &&
      ((input.type ?? person.type) !== person.type || (input.status ?? person.status) !== person.status)
    )
      fail('forbidden');

    const type = input.type ?? person.type;
    const placeChanges =
      input.type !== undefined ||
      input.country !== undefined ||
      input.state !== undefined ||
      input.distributor !== undefined ||
      input.category !== undefined;
    const changes: Changes = {};
    if (placeChanges) {
      const country = input.country === undefined ? person.countryId : input.country;
      const place = await checkPlace(tx, actor, {
        type,
        country,
        state: input.state ?? null,
        distributor: input.distributor === undefined ? person.distributorId : input.distributor,
        category: input.category === undefined ? person.categoryIndex : input.category,
      });
      Object.assign(changes, place);
      // a state not sent stays, unless the country changed under it
      if (input.state === undefined)
        changes.state = place.countryId === person.countryId ? person.state : null;
    }
    for (const key of [
      'type',
      'name',
      'email',
      'status',
      'lang',
      'city',
      'avatar',
      'phone',
      'dialCode',
    ] as const)
      if (input[key] !== undefined) changes[key] = input[key];
    const changed = Object.fromEntries(
      Object.entries(changes).filter(([key, value]) => person[key as keyof typeof person] !== value),
    );
    if (Object.keys(changed).length === 0) return;

    let updated: PersonEventRow[];
    try {
      updated = await tx.transaction((savepoint) =>
        savepoint
          .update(users)
          .set({ ...changed, updatedAt: new Date() })
          .where(eq(users.id, person.id))
          .returning(personEventColumns),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('email-taken', { email: 'validation.emailTaken' });
      throw error;
    }
    // a disabled account is signed out at once
    if (changed.status === 'disabled') await revokeUserSessions(tx, person.id);
    // a person who joins a rule's audience is assigned its item, one who leaves it has it withdrawn
    await applyRulesTo(tx, eq(users.id, person.id));
    await recordAudit(tx, auth, {
      action: 'user.update',
      entity: 'user',
      entityId: person.id,
      details: { changed: Object.keys(changed) },
      ip,
    });
    await queueWebhookEvents(tx, 'person.changed', updated.map(personData));
  });
  return getUser(db, actor, input._id);
}
