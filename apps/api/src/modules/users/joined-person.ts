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
import { acceptCurrentPolicy } from '../privacy-policy/index.js';
import { queueWebhookEvent } from '../webhooks/index.js';
import { personData } from './person-events.js';

/**
 * Someone who joins by a way that vouches for him: a single sign-on's first visit (his
 * provider's claims) or a distributor's invitation link (the form he filled in).
 */
export interface JoiningPerson {
  name: string;
  /** lowercased */
  email: string;
  type: Extract<UserType, 'student' | 'fact'>;
  lang: Language | null;
  countryId: string | null;
  distributorId: string | null;
  /** the password he chose through an invitation; none for single sign-on (he signs in there) */
  passwordHash?: string;
  /** he accepted the privacy policy on the form */
  acceptedPrivacy?: boolean;
}

/** No password matches this hash: such a person signs in through his provider (or resets one). */
const NO_PASSWORD = '!';

/**
 * Creates the account of someone who joins, in the caller's transaction. With a distributor he
 * is enabled at once (his company or its master vouched for him) and the assignment rules reach
 * him; without one he waits in moderation as a registration does, and the staff who may answer
 * are told. The person.created event goes out either way. A taken email is `email-taken`.
 */
export async function createJoinedPerson(tx: Tx, person: JoiningPerson) {
  const { passwordHash, acceptedPrivacy, ...fields } = person;
  const row = {
    id: newId(),
    ...fields,
    status: person.distributorId ? ('enabled' as const) : ('pending' as const),
    passwordHash: passwordHash ?? NO_PASSWORD,
    privacyAcceptedAt: acceptedPrivacy ? new Date() : null,
  };
  try {
    await tx.transaction((savepoint) => savepoint.insert(users).values(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email-taken', { email: 'validation.emailTaken' });
    throw error;
  }
  if (acceptedPrivacy) await acceptCurrentPolicy(tx, row.id);
  if (row.status === 'pending')
    // without a distributor only the admins are over him ('' names no distributor)
    await notifyWhere(tx, staffOver(row.distributorId ?? ''), registrationNotice(row));
  else await applyRulesTo(tx, eq(users.id, row.id));
  await queueWebhookEvent(tx, 'person.created', personData(row));
  return { id: row.id, status: row.status };
}
