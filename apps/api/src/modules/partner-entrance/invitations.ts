import type { CreateInvitationRequest, RegisterInvitedRequest } from '@academy/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distributors, invitationJoins, invitationLinks, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Secrets } from '../../lib/secrets.js';
import type { AuthContext } from '../../lib/session-user.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { recordAudit } from '../audit/index.js';
import { createJoinedPerson } from '../users/index.js';
import { distributorKeptBy, linkOf } from './entrance.js';

const DAY_MS = 86_400_000;

export async function createInvitation(
  db: Db,
  secrets: Secrets,
  auth: AuthContext,
  distributorId: string,
  request: Required<CreateInvitationRequest>,
  ip?: string,
) {
  await distributorKeptBy(db, auth, distributorId);
  const code = newToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitationLinks)
      .values({
        id: newId(),
        distributorId,
        label: request.label,
        codeHash: hashToken(code),
        codeSealed: secrets.seal(code),
        maxUses: request.maxUses,
        expiresAt: new Date(Date.now() + request.days * DAY_MS),
        createdBy: auth.user.id,
      })
      .returning();
    if (!row) throw new Error('the link was not stored');
    await recordAudit(tx, auth, {
      action: 'invitation.create',
      entity: 'invitation_link',
      entityId: row.id,
      details: { distributorId, label: row.label, maxUses: row.maxUses },
      ip,
    });
    return linkOf(row, secrets);
  });
}

/** The link, if the asker keeps its distributor's entrance. */
async function keptLink(db: Db, auth: AuthContext, id: string) {
  const [link] = await db.select().from(invitationLinks).where(eq(invitationLinks.id, id));
  if (!link) throw new AppError('not-found');
  await distributorKeptBy(db, auth, link.distributorId);
  return link;
}

export async function revokeInvitation(db: Db, secrets: Secrets, auth: AuthContext, id: string, ip?: string) {
  const link = await keptLink(db, auth, id);
  if (link.revokedAt) return linkOf(link, secrets);
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(invitationLinks)
      .set({ revokedAt: new Date() })
      .where(eq(invitationLinks.id, id))
      .returning();
    await recordAudit(tx, auth, { action: 'invitation.revoke', entity: 'invitation_link', entityId: id, ip });
    return linkOf(revoked ?? link, secrets);
  });
}

export async function joinedThrough(db: Db, auth: AuthContext, id: string) {
  await keptLink(db, auth, id);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, joinedAt: invitationJoins.joinedAt })
    .from(invitationJoins)
    .innerJoin(users, eq(users.id, invitationJoins.userId))
    .where(eq(invitationJoins.linkId, id))
    .orderBy(desc(invitationJoins.joinedAt));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

/** A link's distributor as its visitors see it, while the link can be used; else `invalid-link`. */
export async function usableInvitation(db: Db, slug: string, code: string) {
  const [row] = await db
    .select({ name: distributors.name, logo: distributors.logo, brandColour: distributors.brandColour })
    .from(invitationLinks)
    .innerJoin(distributors, eq(distributors.id, invitationLinks.distributorId))
    .where(and(eq(invitationLinks.codeHash, hashToken(code)), eq(distributors.entranceSlug, slug), usable()))
    .limit(1);
  if (!row) throw new AppError('invalid-link');
  return row;
}

const usable = () =>
  and(
    isNull(invitationLinks.revokedAt),
    gt(invitationLinks.expiresAt, sql`now()`),
    lt(invitationLinks.uses, invitationLinks.maxUses),
    eq(distributors.enabled, true),
  );

/**
 * A registration through a link: the link's use is taken in the same statement that checks it
 * (so two registrations racing for its last use cannot both have it), then the person is made
 * enabled in its distributor, all in one transaction: a taken email (`email-taken`) gives the
 * use back.
 */
export async function registerInvited(db: Db, request: RegisterInvitedRequest) {
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(invitationLinks)
      .set({ uses: sql`${invitationLinks.uses} + 1` })
      .from(distributors)
      .where(
        and(
          eq(invitationLinks.codeHash, hashToken(request.code)),
          eq(distributors.id, invitationLinks.distributorId),
          usable(),
        ),
      )
      .returning({
        id: invitationLinks.id,
        distributorId: distributors.id,
        countryId: distributors.countryId,
      });
    if (!link) throw new AppError('invalid-link');
    const person = await createJoinedPerson(tx, {
      name: request.name,
      email: request.email,
      type: 'student',
      lang: request.lang ?? null,
      passwordHash,
      acceptedPrivacy: true,
      countryId: link.countryId,
      distributorId: link.distributorId,
    });
    await tx.insert(invitationJoins).values({ linkId: link.id, userId: person.id });
    return { _id: person.id, status: 'enabled' as const };
  });
}
