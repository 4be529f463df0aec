import type { DataRequestItem } from '@academy/domain';
import { Add, PrivacyTip } from '@mui/icons-material';
import { Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { KeysetPager } from '../../components/KeysetPager';
import { PageTitle } from '../../components/PageTitle';
import { QueryList } from '../../components/QueryList';
import { type KeysetMove, keysetOf, movedKeyset, withoutKeyset } from '../../lib/keyset-paging';
import { useQueue } from './api';
import { CloseDialog } from './CloseDialog';
import { QueueCounts } from './QueueCounts';
import { QueueFilters } from './QueueFilters';
import { queueFiltersOf, queueQueryOf, withQueueFilter } from './queue-filters';
import { RecordDialog } from './RecordDialog';
import { RequestItem } from './RequestItem';

const PAGE_SIZE = 20;

/**
 * /settings/data-requests (admins): what people asked of their data, the open ones the soonest
 * due first, the overdue ones counted at the top and marked in the list; each closed from here
 * with what was done. The filters and the page live in the address; paged by keyset, so the
 * queue reads as fast with thousands waiting.
 */
export default function DataRequestsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = queueFiltersOf(params);
  const queue = useQueue({ ...queueQueryOf(filters), ...keysetOf(params), limit: PAGE_SIZE });
  const [recording, setRecording] = useState(false);
  const [closing, setClosing] = useState<DataRequestItem | null>(null);

  /** A new filter starts from the first page. */
  const filterBy = (name: Parameters<typeof withQueueFilter>[1], value: string) =>
    setParams((current) => withoutKeyset(withQueueFilter(current, name, value)), { replace: true });
  const move = (to: KeysetMove) => {
    if (!queue.data) return;
    const page = queue.data;
    setParams((current) => movedKeyset(current, to, page));
    window.scrollTo({ top: 0 });
  };
  const filtered = Boolean(filters.search || filters.kind || filters.overdue || filters.status !== 'open');

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/settings" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('dataRequests.back')}
        </Link>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <PageTitle grow>{t('dataRequests.title')}</PageTitle>
          <Button variant="contained" startIcon={<Add />} onClick={() => setRecording(true)}>
            {t('dataRequests.add')}
          </Button>
        </Stack>
        <Typography color="text.secondary">{t('dataRequests.intro')}</Typography>
      </Stack>
      <QueueCounts onShowOverdue={() => filterBy('overdue', 'true')} />
      <QueueFilters filters={filters} onChange={filterBy} />
      <QueryList
        query={queue}
        itemsOf={(data) => data.items}
        label={t('dataRequests.title')}
        empty={{
          icon: <PrivacyTip />,
          title: t(filtered ? 'dataRequests.noMatch' : 'dataRequests.empty'),
          hint: t(filtered ? 'dataRequests.noMatchHint' : 'dataRequests.emptyHint'),
        }}
        total={(data) => t('dataRequests.total', { count: data.total })}
        after={(data) => <KeysetPager page={data} onMove={move} />}
      >
        {(request, index, all) => (
          <RequestItem
            key={request._id}
            request={request}
            divider={index < all.length - 1}
            onClose={() => setClosing(request)}
          />
        )}
      </QueryList>
      {recording && <RecordDialog onClose={() => setRecording(false)} />}
      {closing && <CloseDialog request={closing} onClose={() => setClosing(null)} />}
    </Stack>
  );
}
