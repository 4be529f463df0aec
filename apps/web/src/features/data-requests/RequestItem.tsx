import type { DataRequestItem } from '@academy/domain';
import { WarningAmber } from '@mui/icons-material';
import { Box, Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';

const STATUS_COLOUR = { open: 'info', done: 'success', refused: 'default' } as const;

/**
 * One request of the queue: the person, the kind, when it was asked and by whom, when it is due
 * (an overdue one says so in words, an icon and red, not by colour alone), its status, and for an
 * open one the button that closes it; a closed one shows what was done.
 */
export function RequestItem({
  request,
  divider,
  onClose,
}: {
  request: DataRequestItem;
  divider: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const recorded = request.askedBy && request.askedBy._id !== request.person._id;
  return (
    <ListItem divider={divider} sx={{ display: 'block', py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{request.person.name}</Typography>
            <Chip size="small" variant="outlined" label={t(`dataRequests.kinds.${request.kind}`)} />
            <Chip
              size="small"
              color={STATUS_COLOUR[request.status]}
              label={t(`dataRequests.statuses.${request.status}`)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {request.person.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dataRequests.askedOn', { date: formatDate(request.askedAt) })}
            {recorded && request.askedBy
              ? ` · ${t('dataRequests.recordedBy', { name: request.askedBy.name })}`
              : ''}
          </Typography>
          {request.status === 'open' ? (
            <Typography
              variant="body2"
              color={request.overdue ? 'error' : 'text.primary'}
              sx={{
                display: 'flex',
                gap: 0.5,
                alignItems: 'center',
                fontWeight: request.overdue ? 600 : 400,
              }}
            >
              {request.overdue && <WarningAmber fontSize="small" aria-hidden />}
              {t(request.overdue ? 'dataRequests.overdueSince' : 'dataRequests.dueOn', {
                date: formatDate(request.dueAt),
              })}
            </Typography>
          ) : (
            <Typography variant="body2">
              {request.closedBy && request.closedAt
                ? t('dataRequests.closedBy', {
                    date: formatDate(request.closedAt),
                    name: request.closedBy.name,
                  })
                : t('dataRequests.closedOn', { date: formatDate(request.closedAt ?? request.dueAt) })}
            </Typography>
          )}
          {request.details && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {request.details}
            </Typography>
          )}
          {request.outcome && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('dataRequests.outcome', { outcome: request.outcome })}
            </Typography>
          )}
        </Box>
        {request.status === 'open' && (
          <Button
            variant="outlined"
            onClick={onClose}
            aria-label={t('dataRequests.closeNamed', { name: request.person.name })}
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            {t('dataRequests.close')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
