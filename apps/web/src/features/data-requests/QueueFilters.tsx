import { DATA_REQUEST_KINDS, DATA_REQUEST_ORDERS, DATA_REQUEST_STATUSES } from '@academy/domain';
import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/FilterSelect';
import { SearchField } from '../../components/SearchField';
import type { QueueFilterValues } from './queue-filters';

const WIDTH = { width: { xs: '100%', md: 200 } };

/** The queue's filters: the person (part of a name or an email), status, kind, overdue, order. */
export function QueueFilters({
  filters,
  onChange,
}: {
  filters: QueueFilterValues;
  onChange(name: keyof QueueFilterValues, value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
    >
      <SearchField
        label={t('dataRequests.filters.search')}
        value={filters.search}
        onSearch={(search) => onChange('search', search)}
      />
      <Stack sx={WIDTH}>
        <FilterSelect
          label={t('dataRequests.filters.status')}
          anyLabel={t('dataRequests.filters.anyStatus')}
          value={filters.status}
          options={DATA_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`dataRequests.statuses.${status}`),
          }))}
          onChange={(value) => onChange('status', value)}
        />
      </Stack>
      <Stack sx={WIDTH}>
        <FilterSelect
          label={t('dataRequests.filters.kind')}
          anyLabel={t('dataRequests.filters.anyKind')}
          value={filters.kind}
          options={DATA_REQUEST_KINDS.map((kind) => ({
            value: kind,
            label: t(`dataRequests.kinds.${kind}`),
          }))}
          onChange={(value) => onChange('kind', value)}
        />
      </Stack>
      <Stack sx={{ width: { xs: '100%', md: 240 } }}>
        <FilterSelect
          label={t('dataRequests.filters.order')}
          anyLabel={t('dataRequests.filters.orders.due')}
          value={filters.order === 'due' ? '' : filters.order}
          options={DATA_REQUEST_ORDERS.filter((order) => order !== 'due').map((order) => ({
            value: order,
            label: t(`dataRequests.filters.orders.${order}`),
          }))}
          onChange={(value) => onChange('order', value)}
        />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.overdue === 'true'}
            onChange={(event) => onChange('overdue', event.target.checked ? 'true' : '')}
          />
        }
        label={t('dataRequests.filters.overdueOnly')}
      />
    </Stack>
  );
}
