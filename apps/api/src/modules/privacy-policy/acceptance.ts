import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { privacyAcceptances, privacyPolicies, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { currentVersion } from './current-version.js';

/**
 * The version of the policy the person of `userId` must accept, else null: the newest published
 * one when he has not accepted it. An SQL expression, so the session's one read of its user
 * answers it too (a subquery on two primary keys).
 */
export const policyToAcceptOf = (userId: AnyPgColumn): SQL<number | null> => sql<number | null>`(
  select latest.version from (select max(${privacyPolicies.version}) as version from ${privacyPolicies}) as latest
  where not exists (
    select 1 from ${privacyAcceptances}
    where ${privacyAcceptances.userId} = ${userId} and ${privacyAcceptances.version} = latest.version
  )
)`;

/**
 * Records that `userId` accepts `version`, once: a second acceptance keeps the first one's time.
 * The user's row keeps the time of his latest acceptance (what the profile shows).
 */
export async function recordAcceptance(tx: Tx, userId: string, version: number) {
  const [added] = await tx
    .insert(privacyAcceptances)
    .values({ userId, version })
    .onConflictDoNothing()
    .returning({ acceptedAt: privacyAcceptances.acceptedAt });
  if (added) {
    await tx.update(users).set({ privacyAcceptedAt: added.acceptedAt }).where(eq(users.id, userId));
    return { version, acceptedAt: added.acceptedAt.toISOString() };
  }
  const [kept] = await tx
    .select({ acceptedAt: privacyAcceptances.acceptedAt })
    .from(privacyAcceptances)
    .where(and(eq(privacyAcceptances.userId, userId), eq(privacyAcceptances.version, version)))
    .limit(1);
  if (!kept) throw new Error('the acceptance was neither added nor kept');
  return { version, acceptedAt: kept.acceptedAt.toISOString() };
}

/**
 * The signed-in person accepts the version he read. Someone simulating him may not: the
 * acceptance is the person's own. A version older than the one in force is not what he is asked
 * to accept any more (conflict: he reads the newer one); a version never published is not found.
 */
export async function acceptPolicy(db: Db, auth: AuthContext, version: number) {
  if (auth.simulatedBy) throw new AppError('forbidden');
  return db.transaction(async (tx) => {
    const current = await currentVersion(tx);
    if (version > current) throw new AppError('not-found');
    if (version < current) throw new AppError('conflict');
    return recordAcceptance(tx, auth.user.id, version);
  });
}

/**
 * Someone who accepted the policy on a form as he joined (registration, invitation) accepted the
 * version in force, if one is published: recorded in the caller's transaction.
 */
export async function acceptCurrentPolicy(tx: Tx, userId: string) {
  const version = await currentVersion(tx);
  if (version > 0) await recordAcceptance(tx, userId, version);
}
