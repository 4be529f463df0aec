import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of a profile sub-page: a way back to /profile and the page's heading. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Button component={Link} to="/profile" startIcon={<ArrowBackIcon />} color="inherit" sx={{ mb: 1 }}>
        {t('profile.title')}
      </Button>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
