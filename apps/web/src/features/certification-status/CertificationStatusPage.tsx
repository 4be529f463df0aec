import { SearchOff, Storefront } from '@mui/icons-material';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { PageTitle } from '../../components/PageTitle';
import { SearchField } from '../../components/SearchField';
import { useListAddress } from '../../lib/list-address';
import { useCertificationStatus } from './api';
import { DistributorCertificationCard } from './DistributorCertificationCard';
import { ExportButton } from './ExportButton';

const PAGE_SIZE = 10;

/**
 * /reports/certification: per distributor in the asker's scope (an admin all, a tsm his, a master
 * his own), how many of its people hold a valid certificate for each course and learning path,
 * and until when; the search and page live in the address, the export takes every page.
 */
export default function CertificationStatusPage() {
  const { t } = useTranslation();
  const { search, page, searchFor, goToPage } = useListAddress();
  const filters = search ? { search } : {};
  const report = useCertificationStatus({ ...filters, page, limit: PAGE_SIZE });

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}
      >
        <PageTitle>{t('certificationStatus.title')}</PageTitle>
        <ExportButton filters={filters} />
      </Stack>
      <Typography color="text.secondary">{t('certificationStatus.intro')}</Typography>
      <SearchField value={search} onSearch={searchFor} label={t('certificationStatus.search')} />
      {report.isPending ? (
        <PageSpinner />
      ) : report.isError && !report.data ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data.items.length === 0 ? (
        <Paper variant="outlined">
          {search ? (
            <EmptyState
              icon={<SearchOff />}
              title={t('certificationStatus.noMatch', { search })}
              hint={t('certificationStatus.noMatchHint')}
            />
          ) : (
            <EmptyState
              icon={<Storefront />}
              title={t('certificationStatus.empty')}
              hint={t('certificationStatus.emptyHint')}
            />
          )}
        </Paper>
      ) : (
        <>
          {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
          <Typography variant="body2" color="text.secondary" role="status">
            {t('certificationStatus.total', { count: report.data.total })}
          </Typography>
          <Stack sx={{ gap: 2 }} aria-busy={report.isPlaceholderData}>
            {report.data.items.map((distributor) => (
              <DistributorCertificationCard key={distributor._id} distributor={distributor} />
            ))}
          </Stack>
          <ListPagination total={report.data.total} pageSize={PAGE_SIZE} page={page} onPage={goToPage} />
        </>
      )}
    </Stack>
  );
}
