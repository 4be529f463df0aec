import type { AcceptUserRequest, RegisterRequest, UserStatus } from '@academy/domain';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, distributors, states, users } from '../../db/schema/index.js';
import { isUniqueViolation, unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { peopleInScope, staffOver } from '../../lib/scope.js';
import type { AuthContext } from '../../lib/session-user.js';
import { applyRulesTo } from '../assignments/index.js';
import { recordAudits } from '../audit/index.js';
import {
  APPROVED_NOTICE,
  notifyWhere,
  queueMails,
  REGISTRATION_NOTICES,
  registrationNotice,
  settleNotices,
} from '../notifications/index.js';
import { acceptCurrentPolicy } from '../privacy-policy/index.js';
import { queueWebhookEvent, queueWebhookEvents } from '../webhooks/index.js';
import { accountMail, SIGN_IN_PATH } from './mails.js';
import { personData, personEventColumns } from './person-events.js';

/** Looks up what a registration names; reports each choice that does not fit the country. */
async function checkPlace(db: Db, input: RegisterRequest) {
  const [[country], [state], [master]] = await Promise.all([
    db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country)).limit(1),
    db
      .select({ name: states.name })
      .from(states)
      .where(and(eq(states.id, input.state), eq(states.countryId, input.country)))
      .limit(1),
    db
      .select({ id: distributors.id })
      .from(distributors)
      .where(
        and(
          eq(distributors.id, input.master),
          eq(distributors.countryId, input.country),
          eq(distributors.enabled, true),
        ),
      )
      .limit(1),
  ]);
  if (!country || !state || !master) {
    const fields: Record<string, string> = {};
    if (!country) fields.country = 'validation.country';
    if (!state) fields.state = 'validation.state';
    if (!master) fields.master = 'validation.master';
    throw new AppError('validation-failed', fields);
  }
  return { stateName: state.name };
}

/**
 * A self-registration: a pending student of the chosen distributor, a notice to everyone who
 * may answer it (the admins, the distributor's masters, the tsms who follow it) and the
 * person.created webhook event, in one transaction. An email already known answers
 * email-other-country (status 7) when that account is of another country, else email-taken; two
 * registrations racing for one email are settled by the unique index.
 */
export async function register(db: Db, input: RegisterRequest): Promise<{ _id: string; status: 'pending' }> {
  const { stateName } = await checkPlace(db, input);
  const [existing] = await db
    .select({ countryId: users.countryId })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (existing) {
    const otherCountry = existing.countryId !== null && existing.countryId !== input.country;
    throw new AppError(otherCountry ? 'email-other-country' : 'email-taken');
  }

  const id = newId();
  const passwordHash = await hashPassword(input.password);
  try {
    // the distributor may be removed meanwhile: its foreign key settles that race
    await unlessReferenceGone(
      () =>
        db.transaction(async (tx) => {
          const person = {
            id,
            type: 'student',
            status: 'pending',
            name: input.name,
            email: input.email,
            lang: input.lang ?? null,
            countryId: input.country,
            distributorId: input.master,
          } as const;
          await tx.insert(users).values({
            ...person,
            passwordHash,
            state: stateName,
            privacyAcceptedAt: new Date(),
          });
          await acceptCurrentPolicy(tx, id);
          await notifyWhere(
            tx,
            staffOver(input.master),
            registrationNotice({ id, name: input.name, email: input.email }),
          );
          await queueWebhookEvent(tx, 'person.created', personData(person));
        }),
      () => new AppError('validation-failed', { master: 'validation.master' }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email-taken');
    throw error;
  }
  return { _id: id, status: 'pending' };
}

/**
 * The answer to one or many pending registrations, all or nothing: an admin answers any, a
 * master those of his distributor, a tsm those of the distributors he follows; anyone else's is
 * as good as missing (404), one already answered is a conflict (409), and then none is answered.
 * The update checks both, so two people answering at once cannot both win. With it, in one
 * transaction and in the same statements however many are answered: an audit row per person,
 * everyone's notices of these registrations read, the approved people's notice, their webhook
 * events (person.approved, or person.changed for a rejection), and each person's mail queued
 * (sent once the answer is committed); an approval's mail links to the sign-in page at
 * `context.origin`, where the academy is reached.
 */
export async function answerRegistration(
  db: Db,
  auth: AuthContext,
  input: AcceptUserRequest,
  context: { ip: string; origin: string },
): Promise<{ items: { _id: string; status: UserStatus }[] }> {
  const { ip } = context;
  const status = input.accept ? 'enabled' : 'rejected';
  const ids = [...new Set(input.userIds)];
  const inScope = peopleInScope(auth.user);
  await db.transaction(async (tx) => {
    const answered = await tx
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(and(inArray(users.id, ids), eq(users.status, 'pending'), isNull(users.deletedAt), inScope))
      .returning(personEventColumns);
    if (answered.length < ids.length) {
      const [found] = await tx
        .select({ value: count() })
        .from(users)
        .where(and(inArray(users.id, ids), isNull(users.deletedAt), inScope));
      throw new AppError(found?.value === ids.length ? 'conflict' : 'user-not-found');
    }
    await recordAudits(
      tx,
      auth,
      answered.map((user) => ({
        action: input.accept ? 'user.accept' : 'user.reject',
        entity: 'user',
        entityId: user.id,
        ip,
      })),
    );
    await settleNotices(tx, Object.values(REGISTRATION_NOTICES), ids);
    if (input.accept) {
      await notifyWhere(tx, inArray(users.id, ids), APPROVED_NOTICE);
      await applyRulesTo(tx, inArray(users.id, ids));
    }
    // a rejection is a change of the person's status, which person.changed tells
    await queueWebhookEvents(
      tx,
      input.accept ? 'person.approved' : 'person.changed',
      answered.map(personData),
    );
    await queueMails(
      tx,
      answered.map((user) =>
        input.accept
          ? accountMail('accepted', user, { name: user.name, link: `${context.origin}${SIGN_IN_PATH}` })
          : accountMail('rejected', user, { name: user.name }),
      ),
    );
  });
  return { items: ids.map((id) => ({ _id: id, status })) };
}
