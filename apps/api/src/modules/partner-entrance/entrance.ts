import type { Entrance, InvitationLink, saveEntranceRequest } from '@academy/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { distributors, files, invitationLinks } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { distributorsInScope } from '../../lib/scope.js';
import type { Secrets } from '../../lib/secrets.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';

type LinkRow = typeof invitationLinks.$inferSelect;

export const linkOf = (row: LinkRow, secrets: Secrets): InvitationLink => ({
  _id: row.id,
  label: row.label,
  code: secrets.open(row.codeSealed),
  maxUses: row.maxUses,
  uses: row.uses,
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The distributor, if the asker may keep its entrance: an admin any, a tsm those he follows, a
 * master his own. Anyone else is answered as if there were none.
 */
export async function distributorKeptBy(db: Db | Tx, auth: AuthContext, distributorId: string) {
  const [row] = await db
    .select({ id: distributors.id, name: distributors.name })
    .from(distributors)
    .where(and(eq(distributors.id, distributorId), distributorsInScope(auth.user, distributors.id)));
  if (!row) throw new AppError('not-found');
  return row;
}

export async function entranceOf(
  db: Db,
  secrets: Secrets,
  auth: AuthContext,
  distributorId: string,
): Promise<Entrance> {
  await distributorKeptBy(db, auth, distributorId);
  const [[distributor], links] = await Promise.all([
    db
      .select({
        id: distributors.id,
        name: distributors.name,
        slug: distributors.entranceSlug,
        logo: distributors.logo,
        brandColour: distributors.brandColour,
      })
      .from(distributors)
      .where(eq(distributors.id, distributorId)),
    db
      .select()
      .from(invitationLinks)
      .where(eq(invitationLinks.distributorId, distributorId))
      .orderBy(desc(invitationLinks.createdAt), desc(invitationLinks.id)),
  ]);
  if (!distributor) throw new AppError('not-found');
  return {
    distributor: { _id: distributor.id, name: distributor.name },
    slug: distributor.slug,
    logo: distributor.logo,
    brandColour: distributor.brandColour,
    links: links.map((link) => linkOf(link, secrets)),
  };
}

export async function saveEntrance(
  db: Db,
  secrets: Secrets,
  auth: AuthContext,
  distributorId: string,
  request: z.output<typeof saveEntranceRequest>,
  ip?: string,
) {
  await distributorKeptBy(db, auth, distributorId);
  if (request.logo) await checkLogo(db, request.logo);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(distributors)
        .set({ entranceSlug: request.slug, logo: request.logo, brandColour: request.brandColour })
        .where(eq(distributors.id, distributorId));
      await recordAudit(tx, auth, {
        action: 'distributor.entrance',
        entity: 'distributor',
        entityId: distributorId,
        details: { slug: request.slug },
        ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('validation-failed', { slug: 'validation.slugTaken' });
    throw error;
  }
  return entranceOf(db, secrets, auth, distributorId);
}

/** A logo is an uploaded distributor_logo: no other file (a course's material, an avatar) is shown there. */
async function checkLogo(db: Db, address: string) {
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(eq(files.id, address.slice(address.lastIndexOf('/') + 1)), eq(files.type, 'distributor_logo')),
    );
  if (!file) throw new AppError('validation-failed', { logo: 'validation.logo' });
}

/** An enabled distributor's entrance as its visitors see it. */
export async function publicEntrance(db: Db, slug: string) {
  const [row] = await db
    .select({ name: distributors.name, logo: distributors.logo, brandColour: distributors.brandColour })
    .from(distributors)
    .where(and(eq(distributors.entranceSlug, slug), eq(distributors.enabled, true)));
  if (!row) throw new AppError('not-found');
  return row;
}
