import type { ApiTokenItem } from '@academy/domain';
import { Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/StatusChip';
import { formatDate } from '../../lib/format-date';
import { tokenStateOf } from './token-state';

/** One token: its name and state, its scopes, when it ends and when it was last used; revocable while it works. */
export function ApiTokenRow({
  token,
  last,
  onRevoke,
  revoking,
}: {
  token: ApiTokenItem;
  last: boolean;
  onRevoke(token: ApiTokenItem): void;
  revoking: boolean;
}) {
  const { t } = useTranslation();
  const state = tokenStateOf(token);
  return (
    <ListItem divider={!last} sx={{ display: 'block', py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Stack sx={{ flex: 1, minWidth: 0, gap: 0.75 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {token.name}
            </Typography>
            <StatusChip of="apiToken" status={state} />
          </Stack>
          <Stack
            direction="row"
            sx={{ gap: 0.5, flexWrap: 'wrap' }}
            aria-label={t('apiTokens.scopesOf', { name: token.name })}
          >
            {token.scopes.map((scope) => (
              <Chip key={scope} size="small" label={t(`apiTokens.scopes.${scope.replace(':', '_')}`)} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[
              t('apiTokens.made', { date: formatDate(token.createdAt) }),
              state === 'revoked' && token.revokedAt
                ? t('apiTokens.revokedOn', { date: formatDate(token.revokedAt) })
                : t(state === 'expired' ? 'apiTokens.expiredOn' : 'apiTokens.expiresOn', {
                    date: formatDate(token.expiresAt),
                  }),
              token.lastUsedAt
                ? t('apiTokens.lastUsed', { date: formatDate(token.lastUsedAt) })
                : t('apiTokens.neverUsed'),
            ].join(' · ')}
          </Typography>
        </Stack>
        {state === 'active' && (
          <Button
            color="error"
            variant="outlined"
            disabled={revoking}
            onClick={() => onRevoke(token)}
            aria-label={t('apiTokens.revokeNamed', { name: token.name })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('apiTokens.revoke')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
