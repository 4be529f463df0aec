import { z } from 'zod';
import { defineCall } from './call.js';
import { idSchema, itemTitleSchema } from './common.js';

/**
 * Single sign-on: the identity providers admins keep in Settings, and the list the login page
 * shows. The sign-in itself goes through the browser: /api/auth/sso/<slug>/start, then the
 * provider, then /api/auth/sso/<slug>/callback, which opens the session and returns to the app.
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

export const saveIdentityProviderRequest = z.strictObject({
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
  issuer: issuerSchema,
  clientId: z.string('validation.required').trim().min(1, 'validation.required').max(300),
  /** write-only: left out, the secret kept stays */
  clientSecret: z.string().max(500).optional(),
  scopes: z
    .string()
    .trim()
    .max(300)
    .regex(/^[\w:./-]+( [\w:./-]+)*$/, 'validation.scopes')
    .refine((scopes) => scopes.split(' ').includes('openid'), 'validation.scopes')
    .default('openid email profile'),
  claims: claimMappingSchema.default(claimMappingSchema.parse({})),
});
export type SaveIdentityProviderRequest = z.input<typeof saveIdentityProviderRequest>;

export const identityProviderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  enabled: z.boolean(),
  domains: z.array(z.string()),
  requireSso: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  /** the secret is kept sealed and never answered: only whether it is set */
  clientSecretSet: z.boolean(),
  scopes: z.string(),
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
    summary: 'Adds an OpenID Connect provider',
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
