import { z } from 'zod';
import { defineCall } from './call.js';
import { idSchema, itemTitleSchema } from './common.js';

/**
 * Single sign-on: the identity providers admins keep in Settings, and the list the login page
 * shows. The sign-in itself goes through the browser: /api/auth/sso/<slug>/start, then the
 * provider, then /api/auth/sso/<slug>/callback, which opens the session and returns to the app
 * (a SAML provider posts its assertion to /api/auth/sso/<slug>/acs first; the service provider's
 * metadata is at /api/auth/sso/<slug>/metadata).
 */

/** The claim names a provider's answer is read with; each may be renamed to the provider's own. */
export const claimMappingSchema = z.strictObject({
  email: z.string().trim().min(1).max(100).default('email'),
  name: z.string().trim().min(1).max(100).default('name'),
  language: z.string().trim().max(100).default('locale'),
  country: z.string().trim().max(100).default('country'),
  distributor: z.string().trim().max(100).default('distributor'),
  userType: z.string().trim().max(100).default('user_type'),
});
export type ClaimMapping = z.output<typeof claimMappingSchema>;

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'validation.domain');

/** The issuer: https, or http on this machine only (a provider beside the server in development). */
export const issuerSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(500, 'validation.issuer')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        url.protocol === 'https:' ||
        (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
      );
    } catch {
      return false;
    }
  }, 'validation.issuer');

/** OpenID Connect, or SAML 2.0 from the provider's metadata. */
export const IDENTITY_PROVIDER_KINDS = ['oidc', 'saml'] as const;
export type IdentityProviderKind = (typeof IDENTITY_PROVIDER_KINDS)[number];

/** A SAML provider's metadata, as its administrator downloads it (a few kilobytes; 200 KB at most). */
const idpMetadataSchema = z.string().trim().max(200_000, 'validation.samlMetadata');

/** Every field of a provider; which are needed depends on its kind (`requiredOfKind`). */
export const identityProviderFields = z.strictObject({
  kind: z.enum(IDENTITY_PROVIDER_KINDS).default('oidc'),
  name: itemTitleSchema,
  /** the stable part of its addresses */
  slug: z
    .string('validation.required')
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'validation.slug'),
  enabled: z.boolean().default(true),
  domains: z.array(domainSchema).max(50).default([]),
  requireSso: z.boolean().default(false),
  /** OpenID Connect: where its discovery document is */
  issuer: z.string().trim().max(500, 'validation.issuer').optional(),
  clientId: z.string().trim().max(300).optional(),
  /** write-only: left out, the secret kept stays */
  clientSecret: z.string().max(500).optional(),
  scopes: z
    .string()
    .trim()
    .max(300)
    .regex(/^[\w:./-]+( [\w:./-]+)*$/, 'validation.scopes')
    .default('openid email profile'),
  /** SAML: the provider's metadata XML; left out on a change, the one imported stays */
  idpMetadata: idpMetadataSchema.optional(),
  /** the claim (OIDC) or attribute (SAML) names a new person's fields are read from */
  claims: claimMappingSchema.default(claimMappingSchema.parse({})),
});

/**
 * What each kind needs: an OpenID provider its issuer, client id and the openid scope; a SAML
 * provider the email domains it vouches for, since SAML has no claim that an email is verified
 * and an account is linked by email only for the domains its administrator listed.
 */
export function requiredOfKind(request: z.output<typeof identityProviderFields>, context: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (request.kind === 'saml') {
    if (request.domains.length === 0) issue('domains', 'validation.samlDomains');
    return;
  }
  if (!request.issuer) issue('issuer', 'validation.required');
  else if (!issuerSchema.safeParse(request.issuer).success) issue('issuer', 'validation.issuer');
  if (!request.clientId) issue('clientId', 'validation.required');
  if (!request.scopes.split(' ').includes('openid')) issue('scopes', 'validation.scopes');
}

export const saveIdentityProviderRequest = identityProviderFields.superRefine(requiredOfKind);
export type SaveIdentityProviderRequest = z.input<typeof saveIdentityProviderRequest>;

/** One of a SAML provider's signing certificates, as an admin checks it against the provider's. */
export const samlCertificateSchema = z.object({
  /** SHA-256 of the certificate, as `openssl x509 -fingerprint -sha256` shows it */
  fingerprint: z.string(),
  expiresAt: z.string(),
});

export const identityProviderSchema = z.object({
  _id: z.string(),
  kind: z.enum(IDENTITY_PROVIDER_KINDS),
  name: z.string(),
  slug: z.string(),
  enabled: z.boolean(),
  domains: z.array(z.string()),
  requireSso: z.boolean(),
  /** the OpenID issuer, or the SAML provider's entity ID */
  issuer: z.string(),
  clientId: z.string(),
  /** the secret is kept sealed and never answered: only whether it is set */
  clientSecretSet: z.boolean(),
  scopes: z.string(),
  /** SAML: where the browser is sent to sign in, and the keys its assertions are signed with */
  ssoUrl: z.string().optional(),
  certificates: z.array(samlCertificateSchema).optional(),
  claims: claimMappingSchema,
  createdAt: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const ssoProviderSchema = z.object({
  name: z.string(),
  slug: z.string(),
  domains: z.array(z.string()),
});
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

const providerParams = z.strictObject({ id: idSchema });

export const identityProviderCalls = {
  list: defineCall({
    method: 'GET',
    path: '/identity-provider/list',
    response: z.array(identityProviderSchema),
    summary: 'Every single sign-on provider, with its claim mapping (never its client secret)',
  }),
  create: defineCall({
    method: 'POST',
    path: '/identity-provider/create',
    body: saveIdentityProviderRequest,
    response: identityProviderSchema,
    summary: 'Adds an OpenID Connect provider, or a SAML 2.0 provider from its metadata',
  }),
  update: defineCall({
    method: 'PUT',
    path: '/identity-provider/update/:id',
    params: providerParams,
    body: saveIdentityProviderRequest,
    response: identityProviderSchema,
    summary: 'Changes a provider; a client secret left out keeps the one set',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/identity-provider/remove/:id',
    params: providerParams,
    response: z.object({ ok: z.boolean() }),
    summary: 'Removes a provider and the links of its people to it (their accounts stay)',
  }),
  signInOptions: defineCall({
    method: 'GET',
    path: '/auth/sso/providers',
    response: z.array(ssoProviderSchema),
    summary:
      'The enabled single sign-on providers, for the login page, with the email domains routed to each',
  }),
};
