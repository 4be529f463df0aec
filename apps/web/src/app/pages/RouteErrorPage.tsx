import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Problem } from '../../components/Problem';
import { isChunkLoadError } from '../../lib/lazy-page';

/**
 * What a route shows when its page fails to render. A page whose code did not arrive (a new
 * deploy, a dropped connection, the 120 s timeout) offers to load it again.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reload = (
    <Button variant="contained" onClick={() => window.location.reload()}>
      {t('common.retry')}
    </Button>
  );
  return (
    <Box component="main">
      {isChunkLoadError(error) ? (
        <Problem
          title={t('shell.chunkFailed.title')}
          message={t('shell.chunkFailed.message')}
          action={reload}
        />
      ) : (
        <Problem title={t('shell.crashed.title')} message={t('errors.internal')} action={reload} />
      )}
    </Box>
  );
}
