import type { InvitationLink } from '@academy/domain';
import { ContentCopy } from '@mui/icons-material';
import { Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../lib/feedback';
import { formatDate } from '../../lib/format-date';
import { useJoined } from './api';

const stateOf = (link: InvitationLink) =>
  link.revokedAt
    ? 'revoked'
    : new Date(link.expiresAt).getTime() <= Date.now()
      ? 'expired'
      : link.uses >= link.maxUses
        ? 'used'
        : 'active';

/** One link: its address to copy, its uses and end, who joined through it; revocable while it works. */
export function InvitationRow({
  link,
  address,
  onRevoke,
}: {
  link: InvitationLink;
  /** its full address, null while the entrance has none */
  address: string | null;
  onRevoke(link: InvitationLink): void;
}) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const [open, setOpen] = useState(false);
  const joined = useJoined(link._id, open);
  const state = stateOf(link);
  const copy = () =>
    address &&
    navigator.clipboard.writeText(address).then(
      () => show(t('common.secret.copied'), 'success'),
      () => show(t('common.secret.copyFailed'), 'error'),
    );
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Stack sx={{ gap: 0.5 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {link.label}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={state === 'active' ? 'success' : 'default'}
            label={t(`entrance.state.${state}`)}
          />
        </Stack>
        {address && (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {address}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {[
            t('entrance.uses', { uses: link.uses, max: link.maxUses }),
            t('entrance.until', { date: formatDate(link.expiresAt) }),
          ].join(' · ')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {address && state === 'active' && (
            <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy()}>
              {t('entrance.copy')}
            </Button>
          )}
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {t('entrance.whoJoined', { count: link.uses })}
          </Button>
          {state === 'active' && (
            <Button
              size="small"
              color="error"
              onClick={() => onRevoke(link)}
              aria-label={t('entrance.revokeNamed', { label: link.label })}
            >
              {t('entrance.revoke')}
            </Button>
          )}
        </Stack>
        {open && (
          <Stack
            component="ul"
            sx={{ m: 0, pl: 2 }}
            aria-label={t('entrance.joinedList', { label: link.label })}
          >
            {(joined.data ?? []).map((person) => (
              <Typography component="li" variant="body2" key={person._id}>
                {person.name} ({person.email}) · {formatDate(person.joinedAt)}
              </Typography>
            ))}
            {joined.data?.length === 0 && (
              <Typography component="li" variant="body2" color="text.secondary">
                {t('entrance.nobodyYet')}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </ListItem>
  );
}
