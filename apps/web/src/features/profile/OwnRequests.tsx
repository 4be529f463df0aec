import { Alert, Button, Chip, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { useOwnRequests } from './data-requests-api';

/** His requests, the newest first: the kind, the status, when it is due or when it was closed and how. */
export function OwnRequests() {
  const { t } = useTranslation();
  const requests = useOwnRequests();
  const title = t('dataRequests.mine.requests');
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {requests.isPending ? (
        <Skeleton height={48} />
      ) : requests.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void requests.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('dataRequests.mine.loadError')}
        </Alert>
      ) : requests.data.length === 0 ? (
        <Typography color="text.secondary">{t('dataRequests.mine.none')}</Typography>
      ) : (
        <List dense disablePadding aria-label={title}>
          {requests.data.map((request) => (
            <ListItem key={request._id} divider disableGutters sx={{ display: 'block' }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{t(`dataRequests.kinds.${request.kind}`)}</Typography>
                <Chip
                  size="small"
                  color={
                    request.status === 'done' ? 'success' : request.status === 'open' ? 'info' : 'default'
                  }
                  label={t(`dataRequests.statuses.${request.status}`)}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('dataRequests.askedOn', { date: formatDate(request.askedAt) })} ·{' '}
                {request.closedAt
                  ? t('dataRequests.mine.closedOn', { date: formatDate(request.closedAt) })
                  : t('dataRequests.mine.dueOn', { date: formatDate(request.dueAt) })}
              </Typography>
              {request.outcome && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {t('dataRequests.outcome', { outcome: request.outcome })}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
