import type { SsoProvider } from '@academy/domain';
import { Alert, Button, Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { providerOfEmail } from './sso-routing';

/**
 * "Sign in with <provider>" for each enabled provider, below the password form. A browser
 * navigation, not a call: the provider's pages come next. When the email typed is of a domain
 * routed to a provider, that provider is offered first and said so.
 */
export default function SignInButtons({
  providers,
  email,
  returnTo,
}: {
  providers: readonly SsoProvider[];
  email: string;
  returnTo: string;
}) {
  const { t } = useTranslation();
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
