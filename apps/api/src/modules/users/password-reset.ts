import { canLogIn } from '@academy/domain';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Mail, Mailer } from '../../lib/mail.js';
import { hashPassword } from '../../lib/passwords.js';
import { requiredProviderOf } from '../../lib/sso-requirement.js';
import { hashToken, newSixDigitCode, newToken, sameHash } from '../../lib/tokens.js';
import { revokeUserSessions } from '../auth/index.js';
import { accountMail } from './mails.js';

/** Wrong codes a reset request survives; then it is locked, even for the right code. */
export const MAX_CODE_TRIES = 5;

/**
 * Mails a 6-digit code to an enabled account and supersedes its earlier open requests. The
 * answer is the same, and comes as fast, whether or not the account exists: looking the
 * account up, storing the code and mailing it all happen after the answer. An email of a domain
 * that must sign in through its provider is refused first (that says nothing of the account).
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, config: Config, email: string) {
  if (await requiredProviderOf(db, email)) throw new AppError('sso-required');
  mailer.sendLater(() => issueResetCode(db, config, email));
  return { sent: true };
}

/** Stores a new code for an enabled account of `email`; its mail, or null when there is none. */
async function issueResetCode(db: Db, config: Config, email: string): Promise<Mail | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, lang: users.lang, status: users.status })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user || !canLogIn(user.status)) return null;

  const code = newSixDigitCode();
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date(now) })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      id: newId(now),
      userId: user.id,
      codeHash: hashToken(code),
      expiresAt: new Date(now + config.resetCodeMs),
    });
  });
  return accountMail('resetCode', user, {
    name: user.name,
    code,
    minutes: Math.round(config.resetCodeMs / 60_000),
  });
}

type VerifyOutcome = { resetToken: string } | 'invalid-code' | 'too-many-tries';

/**
 * Checks a code against the newest open request of the email. The request's row is locked for
 * the check, so parallel guesses are counted one after the other and none slips past the limit.
 * The right code gives a one-time token (valid for another code lifetime) for change_password.
 */
export async function verifyResetCode(
  db: Db,
  config: Config,
  query: { email: string; code: string },
): Promise<{ resetToken: string }> {
  // Failures are returned, not thrown, so the counted wrong try is committed.
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const [reset] = await tx
      .select({
        id: passwordResets.id,
        codeHash: passwordResets.codeHash,
        failedTries: passwordResets.failedTries,
        expiresAt: passwordResets.expiresAt,
      })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(users.email, query.email), isNull(passwordResets.usedAt)))
      .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
      .limit(1)
      .for('update', { of: passwordResets });
    const now = Date.now();
    if (!reset) return 'invalid-code';
    if (reset.failedTries >= MAX_CODE_TRIES) return 'too-many-tries';
    if (reset.expiresAt.getTime() <= now) return 'invalid-code';

    if (!sameHash(reset.codeHash, hashToken(query.code))) {
      const [counted] = await tx
        .update(passwordResets)
        .set({ failedTries: sql`${passwordResets.failedTries} + 1` })
        .where(eq(passwordResets.id, reset.id))
        .returning({ failedTries: passwordResets.failedTries });
      return (counted?.failedTries ?? MAX_CODE_TRIES) >= MAX_CODE_TRIES ? 'too-many-tries' : 'invalid-code';
    }

    const resetToken = newToken();
    await tx
      .update(passwordResets)
      .set({
        verifiedAt: new Date(now),
        resetTokenHash: hashToken(resetToken),
        expiresAt: new Date(now + config.resetCodeMs),
      })
      .where(eq(passwordResets.id, reset.id));
    return { resetToken };
  });
  if (typeof outcome === 'string') throw new AppError(outcome);
  return outcome;
}

/** A verified, unused, unexpired reset token of this value. */
const usableToken = (resetToken: string, now: Date) =>
  and(
    eq(passwordResets.resetTokenHash, hashToken(resetToken)),
    isNotNull(passwordResets.verifiedAt),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/**
 * Sets the new password with a verified reset token. The token is spent by the same update that
 * checks it, and the password, the token and the end of every session of the user share one
 * transaction.
 */
export async function changePassword(db: Db, input: { resetToken: string; password: string }) {
  // A cheap look first, so a made-up token never costs a password hash.
  const [candidate] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(usableToken(input.resetToken, new Date()))
    .limit(1);
  if (!candidate) throw new AppError('invalid-link');
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usableToken(input.resetToken, now))
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new AppError('invalid-link');
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, spent.userId);
  });
  return { ok: true };
}
