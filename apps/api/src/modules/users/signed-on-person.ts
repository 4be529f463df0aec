import type { Language, UserType } from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { staffOver } from '../../lib/scope.js';
import { applyRulesTo } from '../assignments/index.js';
import { notifyWhere, registrationNotice } from '../notifications/index.js';
import { queueWebhookEvent } from '../webhooks/index.js';
import { personData } from './person-events.js';

/** A person seen for the first time at a single sign-on, as the provider's claims describe him. */
export interface SignedOnPerson {
  name: string;
  /** lowercased */
  email: string;
  type: Extract<UserType, 'student' | 'fact'>;
  lang: Language | null;
  countryId: string | null;
  distributorId: string | null;
}

/** No password matches this hash: such a person signs in through his provider (or resets one). */
const NO_PASSWORD = '!';

/**
 * Creates the account of someone a provider signed in for the first time, in the caller's
 * transaction. With a distributor he is enabled at once (his company vouched for him) and the
 * assignment rules reach him; without one he waits in moderation as a registration does, and
 * the staff who may answer are told. The person.created event goes out either way.
 */
export async function createSignedOnPerson(tx: Tx, person: SignedOnPerson) {
  const row = {
    id: newId(),
    ...person,
    status: person.distributorId ? ('enabled' as const) : ('pending' as const),
    passwordHash: NO_PASSWORD,
  };
  try {
    await tx.transaction((savepoint) => savepoint.insert(users).values(row));
  } catch (error) {
    // someone took the email between the lookup and here: the sign-in is tried again by the person
    if (isUniqueViolation(error)) throw new AppError('conflict');
    throw error;
  }
  if (row.status === 'pending')
    // without a distributor only the admins are over him ('' names no distributor)
    await notifyWhere(tx, staffOver(row.distributorId ?? ''), registrationNotice(row));
  else await applyRulesTo(tx, eq(users.id, row.id));
  await queueWebhookEvent(tx, 'person.created', personData(row));
  return { id: row.id, status: row.status };
}
