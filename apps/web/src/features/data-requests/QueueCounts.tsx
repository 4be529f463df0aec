import { Button, Chip, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useQueueCounts } from './api';

/**
 * The queue's figures: the open requests and, in red, the overdue ones, which lead to them. A
 * failure shows nothing here: the list under it tells it.
 */
export function QueueCounts({ onShowOverdue }: { onShowOverdue(): void }) {
  const { t } = useTranslation();
  const counts = useQueueCounts();
  if (counts.isError) return null;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('dataRequests.countsLabel')}
      sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {counts.isPending ? (
        <Skeleton width={200} height={32} />
      ) : (
        <>
          <Chip variant="outlined" label={t('dataRequests.open', { count: counts.data.open })} />
          <Button
            size="small"
            variant={counts.data.overdue > 0 ? 'contained' : 'outlined'}
            color={counts.data.overdue > 0 ? 'error' : 'inherit'}
            onClick={onShowOverdue}
            disabled={counts.data.overdue === 0}
          >
            {t('dataRequests.overdue', { count: counts.data.overdue })}
          </Button>
        </>
      )}
    </Stack>
  );
}
