import { Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface Crumb {
  label: string;
  to: string;
}

/**
 * The top of an authoring page: breadcrumbs that start at the course list (spec section 2) and
 * the page's heading, with room for actions beside it.
 */
export function EditorHeader({
  crumbs,
  title,
  actions,
}: {
  crumbs: Crumb[];
  title: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1 }}>
      <Breadcrumbs aria-label={t('courseEditor.breadcrumbs')} sx={{ '& ol': { flexWrap: 'wrap' } }}>
        <Link component={RouterLink} to="/courses" underline="hover" color="inherit">
          {t('courseEditor.courses')}
        </Link>
        {crumbs.map((crumb) => (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ))}
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        {actions}
      </Stack>
    </Stack>
  );
}
