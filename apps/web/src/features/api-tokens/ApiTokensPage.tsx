import type { ApiTokenItem } from '@academy/domain';
import { Add, KeyOutlined } from '@mui/icons-material';
import { Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { QueryList } from '../../components/QueryList';
import { SecretShownOnce } from '../../components/SecretShownOnce';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { ApiTokenRow } from './ApiTokenRow';
import { useApiTokens, useRevokeApiToken } from './api';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';

/**
 * /settings/api-tokens (admins): the tokens other systems call the API with. A new one is shown
 * once, above the list; a working one is revoked after a confirmation.
 */
export default function ApiTokensPage() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const confirmThenAct = useConfirmThenAct();
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);

  const askRevoke = (token: ApiTokenItem) =>
    void confirmThenAct({
      title: t('apiTokens.revokeTitle', { name: token.name }),
      message: t('apiTokens.revokeMessage'),
      confirmLabel: t('apiTokens.revoke'),
      destructive: true,
      act: () => revoke.mutateAsync(token._id),
      done: t('apiTokens.revoked', { name: token.name }),
    });

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/settings" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('apiTokens.back')}
        </Link>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <PageTitle grow>{t('apiTokens.title')}</PageTitle>
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('apiTokens.add')}
          </Button>
        </Stack>
        <Typography color="text.secondary">
          {t('apiTokens.intro')}{' '}
          <Link href="/api/docs" target="_blank" rel="noopener">
            {t('apiTokens.docs')}
          </Link>
        </Typography>
      </Stack>
      {made && (
        <SecretShownOnce
          title={t('apiTokens.madeTitle', { name: made.name })}
          label={t('apiTokens.tokenLabel')}
          value={made.token}
          onDone={() => setMade(null)}
        />
      )}
      <QueryList
        query={tokens}
        itemsOf={(data) => data}
        label={t('apiTokens.title')}
        empty={{ icon: <KeyOutlined />, title: t('apiTokens.empty'), hint: t('apiTokens.emptyHint') }}
      >
        {(token, index, all) => (
          <ApiTokenRow
            key={token._id}
            token={token}
            last={index === all.length - 1}
            onRevoke={askRevoke}
            revoking={revoke.isPending}
          />
        )}
      </QueryList>
      {creating && (
        <CreateApiTokenDialog
          onClose={() => setCreating(false)}
          onMade={({ item, token }) => {
            setCreating(false);
            setMade({ name: item.name, token });
          }}
        />
      )}
    </Stack>
  );
}
