import type { IdentityProvider } from '@academy/domain';
import { Add, Delete, Edit, LoginOutlined } from '@mui/icons-material';
import { Button, Chip, IconButton, Link, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { QueryList } from '../../components/QueryList';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { formatDate } from '../../lib/format-date';
import { useIdentityProviders, useRemoveIdentityProvider } from './api';
import { ProviderDialog } from './ProviderDialog';

/** When a SAML provider's last signing certificate expires: its new metadata is due before then. */
const lastExpiry = (provider: IdentityProvider) =>
  (provider.certificates ?? [])
    .map((certificate) => certificate.expiresAt)
    .sort()
    .at(-1) ?? '';

/**
 * /settings/single-sign-on (admins): the OpenID Connect and SAML providers people may sign in with, each
 * with its issuer, the email domains routed to it and whether they must use it.
 */
export default function IdentityProvidersPage() {
  const { t } = useTranslation();
  const providers = useIdentityProviders();
  const remove = useRemoveIdentityProvider();
  const confirmThenAct = useConfirmThenAct();
  const [editing, setEditing] = useState<IdentityProvider | 'new' | null>(null);

  const askRemove = (provider: IdentityProvider) =>
    void confirmThenAct({
      title: t('sso.removeTitle', { name: provider.name }),
      message: t('sso.removeMessage'),
      confirmLabel: t('sso.remove'),
      destructive: true,
      act: () => remove.mutateAsync(provider._id),
      done: t('sso.removed', { name: provider.name }),
    });

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/settings" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('sso.back')}
        </Link>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <PageTitle grow>{t('sso.title')}</PageTitle>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('sso.add')}
          </Button>
        </Stack>
        <Typography color="text.secondary">{t('sso.intro')}</Typography>
      </Stack>
      <QueryList
        query={providers}
        itemsOf={(data) => data}
        label={t('sso.title')}
        empty={{ icon: <LoginOutlined />, title: t('sso.empty'), hint: t('sso.emptyHint') }}
      >
        {(provider, index, all) => (
          <ListItem key={provider._id} divider={index < all.length - 1} sx={{ display: 'block', py: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
              <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography
                    component="h2"
                    variant="subtitle1"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {provider.name}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={provider.enabled ? 'success' : 'default'}
                    label={t(provider.enabled ? 'sso.on' : 'sso.off')}
                  />
                  <Chip size="small" variant="outlined" label={t(`sso.kinds.${provider.kind}`)} />
                  {provider.requireSso && <Chip size="small" variant="outlined" label={t('sso.required')} />}
                </Stack>
                <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {provider.issuer}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[
                    provider.domains.length > 0 ? provider.domains.join(', ') : t('sso.noDomains'),
                    provider.kind === 'saml'
                      ? t('sso.certificateUntil', { date: formatDate(lastExpiry(provider)) })
                      : t(provider.clientSecretSet ? 'sso.secretSet' : 'sso.secretNotSet'),
                  ].join(' · ')}
                </Typography>
              </Stack>
              <Stack direction="row">
                <IconButton
                  onClick={() => setEditing(provider)}
                  aria-label={t('sso.editNamed', { name: provider.name })}
                >
                  <Edit />
                </IconButton>
                <IconButton
                  onClick={() => askRemove(provider)}
                  disabled={remove.isPending}
                  aria-label={t('sso.removeNamed', { name: provider.name })}
                >
                  <Delete />
                </IconButton>
              </Stack>
            </Stack>
          </ListItem>
        )}
      </QueryList>
      {editing && (
        <ProviderDialog provider={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
