import { type IdentityProvider, saveIdentityProviderRequest } from '@academy/domain';
import { z } from 'zod';

/**
 * The provider form: the save request's rules, with the email domains typed as one line
 * (commas or spaces between them) and the client secret left empty to keep the one set.
 */
export const providerFormSchema = saveIdentityProviderRequest.extend({
  domains: z
    .string()
    .transform((line) => line.split(/[\s,;]+/).filter(Boolean))
    .pipe(saveIdentityProviderRequest.shape.domains.unwrap()),
  clientSecret: z
    .string()
    .max(500)
    .transform((secret) => secret || undefined),
});
export type ProviderForm = z.input<typeof providerFormSchema>;

export const CLAIMS = ['email', 'name', 'language', 'country', 'distributor', 'userType'] as const;

export const providerFormOf = (provider?: IdentityProvider): ProviderForm =>
  provider
    ? {
        name: provider.name,
        slug: provider.slug,
        enabled: provider.enabled,
        domains: provider.domains.join(', '),
        requireSso: provider.requireSso,
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: '',
        scopes: provider.scopes,
        claims: provider.claims,
      }
    : {
        name: '',
        slug: '',
        enabled: true,
        domains: '',
        requireSso: false,
        issuer: 'https://',
        clientId: '',
        clientSecret: '',
        scopes: 'openid email profile',
        claims: {
          email: 'email',
          name: 'name',
          language: 'locale',
          country: 'country',
          distributor: 'distributor',
          userType: 'user_type',
        },
      };
