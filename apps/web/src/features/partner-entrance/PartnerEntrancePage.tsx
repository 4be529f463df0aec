import type { InvitationLink } from '@academy/domain';
import { Add } from '@mui/icons-material';
import { Button, List, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { PageTitle } from '../../components/PageTitle';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useEntrance, useRevokeInvitation } from './api';
import { EntranceForm } from './EntranceForm';
import { InvitationDialog } from './InvitationDialog';
import { InvitationRow } from './InvitationRow';

/**
 * /partner-entrance/:distributorId (the staff over the distributor): its own sign-in and
 * registration page, and the invitation links that register people straight into it.
 */
export default function PartnerEntrancePage() {
  const { t } = useTranslation();
  const { distributorId = '' } = useParams();
  const entrance = useEntrance(distributorId);
  const revoke = useRevokeInvitation(distributorId);
  const confirmThenAct = useConfirmThenAct();
  const [creating, setCreating] = useState(false);

  const askRevoke = (link: InvitationLink) =>
    void confirmThenAct({
      title: t('entrance.revokeTitle', { label: link.label }),
      message: t('entrance.revokeMessage'),
      confirmLabel: t('entrance.revoke'),
      destructive: true,
      act: () => revoke.mutateAsync(link._id),
      done: t('entrance.revoked', { label: link.label }),
    });

  if (entrance.isPending) return <PageSpinner />;
  if (entrance.isError) return <LoadError error={entrance.error} onRetry={() => void entrance.refetch()} />;
  const data = entrance.data;
  const base = data.slug ? `${window.location.origin}/join/${data.slug}` : null;
  return (
    <Stack sx={{ gap: 3 }}>
      <Stack sx={{ gap: 1 }}>
        <PageTitle>{t('entrance.title', { name: data.distributor.name })}</PageTitle>
        <Typography color="text.secondary">{t('entrance.intro')}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <EntranceForm entrance={data} />
      </Paper>
      <Stack sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('entrance.links')}
          </Typography>
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} disabled={!base}>
            {t('entrance.newLink')}
          </Button>
        </Stack>
        {!base && <Typography color="text.secondary">{t('entrance.needsAddress')}</Typography>}
        {data.links.length === 0 ? (
          <Typography color="text.secondary">{t('entrance.noLinks')}</Typography>
        ) : (
          <Paper variant="outlined">
            <List aria-label={t('entrance.links')} disablePadding>
              {data.links.map((link) => (
                <InvitationRow
                  key={link._id}
                  link={link}
                  address={base && `${base}/${link.code}`}
                  onRevoke={askRevoke}
                />
              ))}
            </List>
          </Paper>
        )}
      </Stack>
      {creating && <InvitationDialog distributorId={distributorId} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
