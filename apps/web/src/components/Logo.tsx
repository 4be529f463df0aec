import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The logo and product name, a link to the dashboard. */
export function Logo({ size = 36, showName = true }: { size?: number; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={t('shell.home')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box component="img" src="/logo.svg" alt="" width={size} height={size} sx={{ display: 'block' }} />
      {showName && (
        <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
      )}
    </Box>
  );
}
