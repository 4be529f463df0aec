import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code or the session is loading. `tall` takes the whole window's height, for
 * a page's code (lib/lazy-page): the layout's footer then stays out of sight until the page
 * arrives, instead of showing at the window's bottom and being pushed away, a layout shift.
 */
export function PageSpinner({ tall = false }: { tall?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: tall ? '100vh' : '40vh',
      }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
