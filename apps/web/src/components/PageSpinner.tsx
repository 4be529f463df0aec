import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code or the session is loading. As all there is of a layout's main area (a
 * page's code or data loading), it is a window high: the footer below then stays out of sight
 * until the page arrives, instead of showing at the window's bottom and being pushed away by the
 * page, a layout shift.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: '40vh',
        // a page's own spinner sits in its lazy part's wrapper (UntilTakenOver)
        'main > &, main > [data-taken-over-part] > &': { minHeight: '100vh' },
      }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
