import { WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from '@academy/domain';
import { History, Send } from '@mui/icons-material';
import { Button, Chip, Link, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { KeysetPager } from '../../components/KeysetPager';
import { PageTitle } from '../../components/PageTitle';
import { QueryList } from '../../components/QueryList';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { type KeysetMove, keysetOf, movedKeyset, withoutKeyset } from '../../lib/keyset-paging';
import { useDeliveries, useResendDelivery, useTestWebhook, useWebhooks } from './api';

const PAGE_SIZE = 20;
const COLOURS = { delivered: 'success', pending: 'info', failed: 'error' } as const;

/**
 * /settings/webhooks/:id (admins): a subscription's deliveries, newest first, with each one's
 * status, the endpoint's answer and how long it took; one is sent again from its row, and a test
 * ping from the top. The status filter and the page live in the address.
 */
export default function WebhookDeliveriesPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const status = WEBHOOK_DELIVERY_STATUSES.find((each) => each === params.get('status'));
  const deliveries = useDeliveries(id, { status, ...keysetOf(params), limit: PAGE_SIZE });
  const webhook = useWebhooks().data?.find((each) => each._id === id);
  const resend = useResendDelivery();
  const test = useTestWebhook();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const formatter = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }),
    [i18n.language],
  );

  const move = (to: KeysetMove) => {
    const page = deliveries.data;
    if (page) setParams((current) => movedKeyset(current, to, page));
  };
  const filter = (value: string) =>
    setParams(
      (current) => {
        const next = withoutKeyset(current);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );
  const act = (work: Promise<unknown>, done: string) =>
    work.then(
      () => {
        show(done, 'success');
        void deliveries.refetch();
      },
      (error: unknown) => show(errorMessage(error), 'error'),
    );

  const line = (delivery: WebhookDelivery) =>
    [
      t('webhooks.log.attempts', { count: delivery.attempts }),
      delivery.responseStatus !== null && t('webhooks.log.answered', { status: delivery.responseStatus }),
      delivery.durationMs !== null && t('webhooks.log.took', { ms: delivery.durationMs }),
      delivery.nextAttemptAt &&
        t('webhooks.log.next', { time: formatter.format(new Date(delivery.nextAttemptAt)) }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/settings/webhooks" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('webhooks.log.back')}
        </Link>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <PageTitle grow>{t('webhooks.log.title', { name: webhook?.name ?? '…' })}</PageTitle>
          <Button
            variant="outlined"
            startIcon={<Send />}
            disabled={test.isPending}
            onClick={() => void act(test.mutateAsync(id), t('webhooks.log.testSent'))}
          >
            {t('webhooks.log.test')}
          </Button>
        </Stack>
        {webhook && (
          <Typography color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Typography>
        )}
      </Stack>
      <TextField
        select
        size="small"
        label={t('webhooks.log.status')}
        value={status ?? ''}
        onChange={(event) => filter(event.target.value)}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="">{t('webhooks.log.anyStatus')}</MenuItem>
        {WEBHOOK_DELIVERY_STATUSES.map((each) => (
          <MenuItem key={each} value={each}>
            {t(`webhooks.status.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      <QueryList
        query={deliveries}
        itemsOf={(data) => data.items}
        label={t('webhooks.log.label')}
        empty={{ icon: <History />, title: t('webhooks.log.empty'), hint: t('webhooks.log.emptyHint') }}
        total={(data) => t('webhooks.log.total', { count: data.total })}
        after={(data) => <KeysetPager page={data} onMove={move} />}
      >
        {(delivery) => (
          <ListItem key={delivery._id} divider sx={{ display: 'block', py: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
              <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{delivery.eventType}</Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={COLOURS[delivery.status]}
                    label={t(`webhooks.status.${delivery.status}`)}
                  />
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={delivery.createdAt}>
                      {formatter.format(new Date(delivery.createdAt))}
                    </time>
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {line(delivery)}
                </Typography>
                {delivery.error && (
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {delivery.error}
                  </Typography>
                )}
              </Stack>
              <Button
                size="small"
                disabled={resend.isPending}
                onClick={() => void act(resend.mutateAsync(delivery._id), t('webhooks.log.resent'))}
                aria-label={t('webhooks.log.resendNamed', { event: delivery.eventType })}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                {t('webhooks.log.resend')}
              </Button>
            </Stack>
          </ListItem>
        )}
      </QueryList>
    </Stack>
  );
}
