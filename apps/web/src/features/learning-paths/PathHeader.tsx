import { Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The top of a learning path page: a way back to the list, the page's heading and its actions. */
export function PathHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1 }}>
      <Breadcrumbs aria-label={t('learningPaths.breadcrumbs')}>
        <Link component={RouterLink} to="/learning-paths" underline="hover" color="inherit">
          {t('learningPaths.title')}
        </Link>
        <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Breadcrumbs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography
          variant="h5"
          component="h1"
          tabIndex={-1}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {actions}
      </Stack>
    </Stack>
  );
}
