import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown above the app bar while an admin uses Academy as another user. */
export function SimulationBar({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ bgcolor: 'secondary.main', color: 'common.white', px: 2, py: 0.75 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('shell.simulating', { name, email })}
      </Typography>
    </Box>
  );
}
