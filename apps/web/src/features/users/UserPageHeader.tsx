import { Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The top of the form pages: a way back to the list and the page's heading. */
export function UserPageHeader({ title }: { title: string }) {
  return (
    <Stack sx={{ gap: 1 }}>
      <UsersBreadcrumbs current={title} />
      <Typography
        variant="h5"
        component="h1"
        tabIndex={-1}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
    </Stack>
  );
}

/** Users › the page shown. */
export function UsersBreadcrumbs({ current }: { current: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('users.breadcrumbs')}>
      <Link component={RouterLink} to="/users" underline="hover" color="inherit">
        {t('users.title')}
      </Link>
      <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
