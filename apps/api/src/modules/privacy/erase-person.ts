import { createHash } from 'node:crypto';
import type { ErasedCertificates } from '@academy/domain';
import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  auditLog,
  certificates,
  dataRequests,
  fileDeletions,
  files,
  invitationJoins,
  mailOutbox,
  notifications,
  passwordResets,
  reportCache,
  ssoLogins,
  teamUsers,
  tsmCountries,
  tsmDistributors,
  userIdentities,
  users,
  webhookDeliveries,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit, recordSystemAudit } from '../audit/index.js';
import { revokeUserSessions } from '../auth/index.js';

/** Uploads that are the person himself: erased with him. Others (course material he made) stay. */
const HIS_OWN_UPLOADS = ['user_avatar'];

/**
 * The name an erased person keeps: the same for him wherever it shows (the audit log, reports),
 * tied to no one, and never the same as another erased person's.
 */
export const pseudonymOf = (id: string) =>
  `Erased person ${createHash('sha256').update(id).digest('hex').slice(0, 8)}`;

/** An address no mail can reach (`.invalid` is reserved for that, RFC 2606), unique per person. */
const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;

/** "Ana Maria Souza" → "A. S.": what stays printed on a certificate kept verifiable. */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words.at(-1)] : words;
  return picked.map((word) => `${word?.charAt(0).toUpperCase()}.`).join(' ');
};

/** Text as it appears inside a JSON document (quotes and backslashes escaped). */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * Replaces his name and email where other records quote them (the audit log's details, webhook
 * payloads) by his pseudonym: the records stay, naming no one.
 */
async function scrubQuotes(tx: Tx, person: { name: string; email: string }, pseudonym: string) {
  for (const quoted of [person.email, person.name].map(inJson).filter((text) => text.length >= 3)) {
    const like = `%${quoted.replace(/[%_\\]/g, '\\$&')}%`;
    const replaced = (column: typeof auditLog.details | typeof webhookDeliveries.payload) =>
      sql`replace(${column}::text, ${quoted}, ${inJson(pseudonym)})::jsonb`;
    await tx
      .update(auditLog)
      .set({ details: replaced(auditLog.details) })
      .where(sql`${auditLog.details}::text like ${like}`);
    await tx
      .update(webhookDeliveries)
      .set({ payload: replaced(webhookDeliveries.payload) })
      .where(sql`${webhookDeliveries.payload}::text like ${like}`);
  }
}

/** The person to erase, locked: refused when he is the asker, already erased, or the last admin. */
async function erasable(tx: Tx, auth: AuthContext | null, id: string) {
  if (auth && (id === auth.user.id || id === auth.simulatedBy?.id)) throw new AppError('forbidden');
  const [person] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!person) throw new AppError('user-not-found');
  if (person.erasedAt) throw new AppError('already-erased');
  if (person.type === 'admin' && person.status === 'enabled') {
    const [others] = await tx
      .select({ n: count() })
      .from(users)
      .where(
        and(eq(users.type, 'admin'), eq(users.status, 'enabled'), isNull(users.deletedAt), ne(users.id, id)),
      );
    if (!others?.n) throw new AppError('last-admin');
  }
  return person;
}

/**
 * Erases a person (an admin on his request, or the retention rules), in one transaction:
 * - his account row stays with its type, status, country and distributor, so his progress,
 *   attempts and certificates count in the reports as before (counts, not names), but it names no
 *   one and opens nothing: a stable pseudonym, an unreachable address, no password, sessions or
 *   sign-in links, no phone, place or picture;
 * - his sessions, reset codes, notifications (and staff's about him), mails (but one still to
 *   send, which the outbox forgets once tried), sign-in links, memberships and invitation joins
 *   are deleted; the report cache is emptied;
 * - the audit log and webhook payloads keep their entries with his name and email replaced by
 *   the pseudonym;
 * - his certificates stay verifiable under his initials, or are revoked, as the admin chooses;
 * - his own uploads (his picture) leave the database, and their bytes are queued for deletion
 *   from the files' store, tried until the store agrees (`file_deletions`, file-deletions.ts).
 */
export async function erasePerson(
  db: Db,
  /** the admin who erases; null for the retention rules */
  auth: AuthContext | null,
  id: string,
  choice: { certificates: ErasedCertificates },
  ip?: string,
) {
  return db.transaction(async (tx) => {
    const person = await erasable(tx, auth, id);
    const pseudonym = pseudonymOf(id);
    const now = new Date();

    const uploads = await tx.select().from(files).where(eq(files.ownerId, id));
    const his = uploads.filter((upload) => HIS_OWN_UPLOADS.includes(upload.type));
    if (his.length > 0) {
      await tx
        .insert(fileDeletions)
        .values(his.map((upload) => ({ storageKey: upload.storageKey })))
        .onConflictDoNothing();
      await tx.delete(files).where(
        inArray(
          files.id,
          his.map((upload) => upload.id),
        ),
      );
    }
    await tx.update(files).set({ ownerId: null }).where(eq(files.ownerId, id));

    if (choice.certificates === 'revoke') {
      await tx
        .update(certificates)
        .set({ revokedAt: now, revokedReason: 'erased', revokedBy: auth?.user.id ?? null })
        .where(and(eq(certificates.userId, id), isNull(certificates.revokedAt)));
    }
    await tx
      .update(certificates)
      .set({ holderName: initialsOf(person.name) })
      .where(eq(certificates.userId, id));

    await scrubQuotes(tx, person, pseudonym);
    await tx
      .update(users)
      .set({
        name: pseudonym,
        email: erasedEmail(id),
        passwordHash: '!',
        avatar: null,
        phone: null,
        dialCode: null,
        state: null,
        city: null,
        region: null,
        tsmRegions: [],
        lastLoginAt: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    await Promise.all([
      tx.delete(teamUsers).where(eq(teamUsers.userId, id)),
      tx.delete(tsmDistributors).where(eq(tsmDistributors.tsmId, id)),
      tx.delete(tsmCountries).where(eq(tsmCountries.tsmId, id)),
      tx.delete(passwordResets).where(eq(passwordResets.userId, id)),
      tx.delete(notifications).where(or(eq(notifications.userId, id), eq(notifications.aboutId, id))),
      tx.delete(userIdentities).where(eq(userIdentities.userId, id)),
      tx.delete(ssoLogins).where(eq(ssoLogins.accountId, id)),
      tx.delete(invitationJoins).where(eq(invitationJoins.userId, id)),
      // a mail still to send (his request's answer) goes, and leaves the outbox within the hour
      tx.delete(mailOutbox).where(and(eq(mailOutbox.to, person.email), ne(mailOutbox.status, 'pending'))),
      tx.update(dataRequests).set({ details: '' }).where(eq(dataRequests.userId, id)),
      // cached report answers may list him by name: they are made again on the next read
      tx.delete(reportCache),
      revokeUserSessions(tx, id),
    ]);
    const entry = {
      action: 'privacy.erase',
      entity: 'user',
      entityId: id,
      details: { certificates: choice.certificates, files: his.length, ...(auth ? {} : { by: 'retention' }) },
      ip,
    };
    await (auth ? recordAudit(tx, auth, entry) : recordSystemAudit(tx, entry));
    return { ok: true, pseudonym };
  });
}
