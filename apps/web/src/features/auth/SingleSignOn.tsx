import { identityProviderCalls, type SsoProvider } from '@academy/domain';
import { Alert, Button, Divider, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';

/** The enabled providers; the login page works without them, so a failure shows nothing. */
const useSignInOptions = () =>
  useQuery({
    queryKey: ['public', 'sso-providers'],
    queryFn: () => call(identityProviderCalls.signInOptions),
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });

/** The provider an email's domain is routed to, if any. */
export const providerOfEmail = (providers: readonly SsoProvider[], email: string) => {
  const domain = email.trim().toLowerCase().split('@')[1];
  return domain ? providers.find((provider) => provider.domains.includes(domain)) : undefined;
};

/**
 * "Sign in with <provider>" for each enabled provider, below the password form. A browser
 * navigation, not a call: the provider's pages come next. When the email typed is of a domain
 * routed to a provider, that provider is offered first and said so.
 */
export function SingleSignOn({ email, returnTo }: { email: string; returnTo: string }) {
  const { t } = useTranslation();
  const providers = useSignInOptions().data ?? [];
  if (providers.length === 0) return null;
  const routed = providerOfEmail(providers, email);
  const ordered = routed ? [routed, ...providers.filter((provider) => provider !== routed)] : providers;
  const startOf = (slug: string) =>
    `/api/auth/sso/${encodeURIComponent(slug)}/start?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <Stack spacing={1.5}>
      <Divider>{t('auth.sso.or')}</Divider>
      {routed && (
        <Alert severity="info" role="status">
          {t('auth.sso.routed', { name: routed.name })}
        </Alert>
      )}
      {ordered.map((provider) => (
        <Button
          key={provider.slug}
          href={startOf(provider.slug)}
          variant={provider === routed ? 'contained' : 'outlined'}
          size="large"
        >
          {t('auth.sso.signInWith', { name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
