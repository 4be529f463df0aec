import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or the session is loading. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
