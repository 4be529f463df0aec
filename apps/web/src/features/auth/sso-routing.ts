import type { SsoProvider } from '@academy/domain';

/** The provider an email's domain is routed to, if any. */
export const providerOfEmail = (providers: readonly SsoProvider[], email: string) => {
  const domain = email.trim().toLowerCase().split('@')[1];
  return domain ? providers.find((provider) => provider.domains.includes(domain)) : undefined;
};
