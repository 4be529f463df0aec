import type { RegisterRequest, UserStatus } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, distributors, states, users } from '../../db/schema/index.js';
import { isUniqueViolation, unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../../lib/mail.js';
import { hashPassword } from '../../lib/passwords.js';
import { recordAudit } from '../auth/audit.js';
import type { AuthContext } from '../auth/sessions.js';
import { notifyAdmins, settleNotices } from '../notifications/service.js';
import { accountMail } from './mails.js';

const REGISTRATION_NOTICE = 'user-registered';

const registrationNotice = (userId: string, name: string, email: string) => ({
  type: REGISTRATION_NOTICE,
  aboutId: userId,
  action: 'review',
  route: '/settings/users_check',
  describe: {
    en: `${name} (${email}) registered and is waiting for approval`,
    pt: `${name} (${email}) se cadastrou e aguarda aprovação`,
    es: `${name} (${email}) se registró y espera aprobación`,
  },
});

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
 * A self-registration: a pending student of the chosen distributor, and a notice to every admin,
 * in one transaction. An email already known answers email-other-country (status 7) when that
 * account is of another country, else email-taken; two registrations racing for one email are
 * settled by the unique index.
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
          await tx.insert(users).values({
            id,
            type: 'student',
            status: 'pending',
            name: input.name,
            email: input.email,
            passwordHash,
            lang: input.lang ?? null,
            countryId: input.country,
            state: stateName,
            distributorId: input.master,
            privacyAcceptedAt: new Date(),
          });
          await notifyAdmins(tx, registrationNotice(id, input.name, input.email));
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
 * An admin's answer to a pending registration. Only a pending user can be answered, checked by
 * the update itself so two admins answering at once cannot both win. Every admin's notice of
 * the registration is marked read with it, and the user is told by mail.
 */
export async function answerRegistration(
  db: Db,
  mailer: Mailer,
  auth: AuthContext,
  input: { userId: string; accept: boolean },
  ip: string,
): Promise<{ _id: string; status: UserStatus }> {
  const status = input.accept ? 'enabled' : 'rejected';
  const user = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(users.id, input.userId), eq(users.status, 'pending')))
      .returning({ id: users.id, name: users.name, email: users.email, lang: users.lang });
    if (!updated) {
      const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
      throw new AppError(found ? 'conflict' : 'user-not-found');
    }
    await recordAudit(tx, auth, {
      action: input.accept ? 'user.accept' : 'user.reject',
      entity: 'user',
      entityId: updated.id,
      ip,
    });
    await settleNotices(tx, REGISTRATION_NOTICE, updated.id);
    return updated;
  });
  await mailer.send(accountMail(input.accept ? 'accepted' : 'rejected', user, { name: user.name }));
  return { _id: user.id, status };
}
