import type { WebhookItem } from '@academy/domain';
import { Add, Delete, Edit, WebhookOutlined } from '@mui/icons-material';
import { Button, Chip, IconButton, Link, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { QueryList } from '../../components/QueryList';
import { SecretShownOnce } from '../../components/SecretShownOnce';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useCreateWebhook, useRemoveWebhook, useUpdateWebhook, useWebhooks } from './api';
import { WebhookDialog } from './WebhookDialog';

/**
 * /settings/webhooks (admins): the addresses told of events, each with its events, its switch and
 * what waits or failed; a new one's signing secret is shown once, above the list.
 */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useRemoveWebhook();
  const confirmThenAct = useConfirmThenAct();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WebhookItem | null>(null);
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);

  const askRemove = (webhook: WebhookItem) =>
    void confirmThenAct({
      title: t('webhooks.removeTitle', { name: webhook.name }),
      message: t('webhooks.removeMessage'),
      confirmLabel: t('webhooks.remove'),
      destructive: true,
      act: () => remove.mutateAsync(webhook._id),
      done: t('webhooks.removed', { name: webhook.name }),
    });

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/settings" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('webhooks.back')}
        </Link>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <PageTitle grow>{t('webhooks.title')}</PageTitle>
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('webhooks.add')}
          </Button>
        </Stack>
        <Typography color="text.secondary">{t('webhooks.intro')}</Typography>
      </Stack>
      {made && (
        <SecretShownOnce
          title={t('webhooks.madeTitle', { name: made.name })}
          label={t('webhooks.secretLabel')}
          value={made.secret}
          onDone={() => setMade(null)}
        />
      )}
      <QueryList
        query={webhooks}
        itemsOf={(data) => data}
        label={t('webhooks.title')}
        empty={{ icon: <WebhookOutlined />, title: t('webhooks.empty'), hint: t('webhooks.emptyHint') }}
      >
        {(webhook, index, all) => (
          <ListItem key={webhook._id} divider={index < all.length - 1} sx={{ display: 'block', py: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
              <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link
                    component={RouterLink}
                    to={`/settings/webhooks/${webhook._id}`}
                    variant="subtitle1"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {webhook.name}
                  </Link>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={webhook.enabled ? 'success' : 'default'}
                    label={t(webhook.enabled ? 'webhooks.on' : 'webhooks.off')}
                  />
                </Stack>
                <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {webhook.url}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    t('webhooks.eventCount', { count: webhook.events.length }),
                    t('webhooks.pending', { count: webhook.pending }),
                    t('webhooks.failed', { count: webhook.failed }),
                    t('webhooks.secretSet'),
                  ].join(' · ')}
                </Typography>
              </Stack>
              <Stack direction="row">
                <IconButton
                  onClick={() => setEditing(webhook)}
                  aria-label={t('webhooks.editNamed', { name: webhook.name })}
                >
                  <Edit />
                </IconButton>
                <IconButton
                  onClick={() => askRemove(webhook)}
                  disabled={remove.isPending}
                  aria-label={t('webhooks.removeNamed', { name: webhook.name })}
                >
                  <Delete />
                </IconButton>
              </Stack>
            </Stack>
          </ListItem>
        )}
      </QueryList>
      {creating && (
        <WebhookDialog
          saving={create.isPending}
          onClose={() => setCreating(false)}
          save={async (form) => {
            const answer = await create.mutateAsync(form);
            setCreating(false);
            setMade({ name: answer.item.name, secret: answer.secret });
          }}
        />
      )}
      {editing && <EditWebhook webhook={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function EditWebhook({ webhook, onClose }: { webhook: WebhookItem; onClose(): void }) {
  const update = useUpdateWebhook(webhook._id);
  return (
    <WebhookDialog
      webhook={webhook}
      saving={update.isPending}
      onClose={onClose}
      save={async (form) => {
        await update.mutateAsync(form);
        onClose();
      }}
    />
  );
}
