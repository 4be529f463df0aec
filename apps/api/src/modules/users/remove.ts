import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  notifications,
  passwordResets,
  teamUsers,
  tsmCountries,
  tsmDistributors,
  users,
} from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { revokeUserSessions } from '../auth/index.js';
import { requireAssignableType } from './account-checks.js';
import { requireVisiblePerson } from './visible.js';

/** The name a removed person shows under in reports. */
export const REMOVED_NAME = 'Removed user';

/** A unique address no mail can reach (the `.invalid` top-level domain is reserved for that, RFC 2606). */
export const removedEmail = (id: string) => `removed-${id}@removed.invalid`;

/**
 * Removes a person of the asker's scope (whose type the asker may give; nobody removes himself).
 * The row stays, so his progress, attempts and certificates stay in the reports; everything that
 * tells who he was is cleared (name, email, picture, phone, city), he is disabled, signed out
 * everywhere, taken out of his teams and (a tsm) of his scope, and his notices and reset codes
 * are deleted. His country, distributor and category stay: the reports count him there. Audited.
 */
export async function removeUser(
  db: Db,
  auth: AuthContext,
  id: string,
  ip?: string,
): Promise<{ ok: boolean }> {
  const actor = auth.user;
  if (id === actor.id || id === auth.simulatedBy?.id) fail('forbidden');
  await db.transaction(async (tx) => {
    const person = await requireVisiblePerson(tx, actor, id, true);
    requireAssignableType(actor, person.type);
    await tx
      .update(users)
      .set({
        name: REMOVED_NAME,
        email: removedEmail(id),
        passwordHash: '!',
        status: 'disabled',
        avatar: null,
        phone: null,
        dialCode: null,
        city: null,
        region: null,
        tsmRegions: [],
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await Promise.all([
      tx.delete(teamUsers).where(eq(teamUsers.userId, id)),
      tx.delete(tsmDistributors).where(eq(tsmDistributors.tsmId, id)),
      tx.delete(tsmCountries).where(eq(tsmCountries.tsmId, id)),
      tx.delete(passwordResets).where(eq(passwordResets.userId, id)),
      tx.delete(notifications).where(eq(notifications.userId, id)),
      revokeUserSessions(tx, id),
    ]);
    await recordAudit(tx, auth, { action: 'user.remove', entity: 'user', entityId: id, ip });
  });
  return { ok: true };
}
