import { type IdentityProvider, identityProviderFields, requiredOfKind } from '@academy/domain';
import { z } from 'zod';

const emptyAsUnset = (limit: number) =>
  z
    .string()
    .max(limit)
    .transform((text) => text.trim() || undefined);

/**
 * The provider form: the save request's rules, with the email domains typed as one line
 * (commas or spaces between them), and the client secret and SAML metadata left empty to keep
 * the ones set.
 */
export const providerFormSchema = identityProviderFields
  .extend({
    domains: z
      .string()
      .transform((line) => line.split(/[\s,;]+/).filter(Boolean))
      .pipe(identityProviderFields.shape.domains.unwrap()),
    clientSecret: emptyAsUnset(500),
    idpMetadata: emptyAsUnset(200_000),
  })
  .superRefine(requiredOfKind);
export type ProviderForm = z.input<typeof providerFormSchema>;

export const CLAIMS = ['email', 'name', 'language', 'country', 'distributor', 'userType'] as const;

export const providerFormOf = (provider?: IdentityProvider): ProviderForm =>
  provider
    ? {
        kind: provider.kind,
        name: provider.name,
        slug: provider.slug,
        enabled: provider.enabled,
        domains: provider.domains.join(', '),
        requireSso: provider.requireSso,
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: '',
        scopes: provider.scopes || 'openid email profile',
        idpMetadata: '',
        claims: provider.claims,
      }
    : {
        kind: 'oidc',
        name: '',
        slug: '',
        enabled: true,
        domains: '',
        requireSso: false,
        issuer: 'https://',
        clientId: '',
        clientSecret: '',
        scopes: 'openid email profile',
        idpMetadata: '',
        claims: {
          email: 'email',
          name: 'name',
          language: 'locale',
          country: 'country',
          distributor: 'distributor',
          userType: 'user_type',
        },
      };
