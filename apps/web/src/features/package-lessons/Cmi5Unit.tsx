import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useCmi5Launch } from './api';
import { PackageFrame } from './PackageFrame';

/**
 * A cmi5 unit: launched at the address the server made for this showing (its endpoint, fetch URL,
 * actor and registration in the query), to which the unit reports by itself.
 */
export function Cmi5Unit({ attemptId, unitId, title }: { attemptId: string; unitId: string; title: string }) {
  const { t } = useTranslation();
  const launch = useCmi5Launch(attemptId, unitId);
  if (launch.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('packagePlayer.starting')} />
      </Box>
    );
  if (launch.isError)
    return (
      <LoadError
        error={launch.error}
        message={t('packagePlayer.launchFailed')}
        onRetry={() => void launch.refetch()}
      />
    );
  return <PackageFrame src={launch.data.url} title={title} />;
}
