import {
  type ClaimMapping,
  claimMappingSchema,
  type IdentityProvider,
  type SsoProvider,
  type saveIdentityProviderRequest,
} from '@academy/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { identityProviders } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Secrets } from '../../lib/secrets.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { describeCertificate, parseIdpMetadata, type SamlIdp } from './saml-metadata.js';

type Save = z.output<typeof saveIdentityProviderRequest>;
type Row = typeof identityProviders.$inferSelect;

/** What an OpenID Connect provider's `config` holds. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  scopes: string;
  claims: ClaimMapping;
}

export const oidcConfigOf = (row: Row): OidcConfig => ({
  issuer: String(row.config.issuer),
  clientId: String(row.config.clientId),
  scopes: String(row.config.scopes ?? 'openid email profile'),
  claims: claimMappingSchema.parse(row.config.claims ?? {}),
});

/** What a SAML provider's `config` holds: its metadata's parts and the attribute names. */
export interface SamlConfig extends SamlIdp {
  claims: ClaimMapping;
}

export const samlConfigOf = (row: Row): SamlConfig => ({
  entityId: String(row.config.entityId),
  ssoUrl: String(row.config.ssoUrl),
  certificates: (row.config.certificates as string[] | undefined) ?? [],
  claims: claimMappingSchema.parse(row.config.claims ?? {}),
});

/** The claim names a provider's answer is read with, whatever its kind. */
export const claimMappingOf = (row: Row) => claimMappingSchema.parse(row.config.claims ?? {});

function itemOf(row: Row): IdentityProvider {
  const common = {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    slug: row.slug,
    enabled: row.enabled,
    domains: row.domains,
    requireSso: row.requireSso,
    claims: claimMappingOf(row),
    clientSecretSet: row.clientSecretSealed !== null,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'saml') {
    const saml = samlConfigOf(row);
    return {
      ...common,
      issuer: saml.entityId,
      clientId: '',
      scopes: '',
      ssoUrl: saml.ssoUrl,
      certificates: saml.certificates.map(describeCertificate),
    };
  }
  const { issuer, clientId, scopes } = oidcConfigOf(row);
  return { ...common, issuer, clientId, scopes };
}

export async function listIdentityProviders(db: Db) {
  const rows = await db.select().from(identityProviders).orderBy(desc(identityProviders.createdAt));
  return rows.map(itemOf);
}

/** The login page's buttons: enabled providers by name, with the email domains routed to each. */
export async function signInOptions(db: Db): Promise<SsoProvider[]> {
  return db
    .select({
      name: identityProviders.name,
      slug: identityProviders.slug,
      domains: identityProviders.domains,
    })
    .from(identityProviders)
    .where(eq(identityProviders.enabled, true))
    .orderBy(asc(identityProviders.name));
}

export async function providerBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.slug, slug)).limit(1);
  return row?.enabled ? row : undefined;
}

/**
 * The row's fields from the form. A SAML provider's metadata is read here: a change without it
 * keeps the metadata imported before (`kept`), a new provider must bring it.
 */
function fieldsOf(request: Save, secrets: Secrets, kept?: Row) {
  const common = {
    kind: request.kind,
    name: request.name,
    slug: request.slug,
    enabled: request.enabled,
    domains: [...new Set(request.domains)],
    requireSso: request.requireSso,
  };
  if (request.kind === 'saml') {
    const idp = request.idpMetadata
      ? parseIdpMetadata(request.idpMetadata)
      : kept?.kind === 'saml'
        ? samlConfigOf(kept)
        : undefined;
    if (!idp) throw new AppError('validation-failed', { idpMetadata: 'validation.required' });
    const { entityId, ssoUrl, certificates } = idp;
    return {
      ...common,
      config: { entityId, ssoUrl, certificates, claims: request.claims },
      clientSecretSealed: null,
    };
  }
  return {
    ...common,
    config: {
      issuer: request.issuer,
      clientId: request.clientId,
      scopes: request.scopes,
      claims: request.claims,
    },
    ...(request.clientSecret ? { clientSecretSealed: secrets.seal(request.clientSecret) } : {}),
  };
}

/** What the audit says of a provider: its name and who it trusts. */
const auditedOf = (row: Row) => ({
  name: row.name,
  kind: row.kind,
  issuer: row.kind === 'saml' ? samlConfigOf(row).entityId : oidcConfigOf(row).issuer,
});

/** A second provider may not take a slug in use: its addresses must stay one provider's. */
async function uniqueSlug<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('validation-failed', { slug: 'validation.slugTaken' });
    throw error;
  }
}

export async function createIdentityProvider(
  db: Db,
  secrets: Secrets,
  auth: AuthContext,
  request: Save,
  ip?: string,
) {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(identityProviders)
        .values({ id: newId(), ...fieldsOf(request, secrets) })
        .returning();
      if (!row) throw new Error('the provider was not stored');
      await recordAudit(tx, auth, {
        action: 'sso.provider-create',
        entity: 'identity_provider',
        entityId: row.id,
        details: auditedOf(row),
        ip,
      });
      return itemOf(row);
    }),
  );
}

export async function updateIdentityProvider(
  db: Db,
  secrets: Secrets,
  auth: AuthContext,
  id: string,
  request: Save,
  ip?: string,
) {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const [kept] = await tx
        .select()
        .from(identityProviders)
        .where(eq(identityProviders.id, id))
        .for('update');
      if (!kept) throw new AppError('not-found');
      const [row] = await tx
        .update(identityProviders)
        .set({ ...fieldsOf(request, secrets, kept), updatedAt: new Date() })
        .where(eq(identityProviders.id, id))
        .returning();
      if (!row) throw new AppError('not-found');
      await recordAudit(tx, auth, {
        action: 'sso.provider-update',
        entity: 'identity_provider',
        entityId: id,
        details: { ...auditedOf(row), secretChanged: Boolean(request.clientSecret) },
        ip,
      });
      return itemOf(row);
    }),
  );
}

export async function removeIdentityProvider(db: Db, auth: AuthContext, id: string, ip?: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(identityProviders).where(eq(identityProviders.id, id)).returning();
    if (!row) throw new AppError('not-found');
    await recordAudit(tx, auth, {
      action: 'sso.provider-remove',
      entity: 'identity_provider',
      entityId: id,
      details: { name: row.name },
      ip,
    });
    return { ok: true };
  });
}
