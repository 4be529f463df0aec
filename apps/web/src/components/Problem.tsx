import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page that tells the user something went wrong, with a way on (the dashboard by default). */
export function Problem({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      {action ?? (
        <Button component={Link} to="/" variant="contained">
          {t('shell.goHome')}
        </Button>
      )}
    </Box>
  );
}
