import { Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A page above the one shown, which its breadcrumb leads back to. */
export interface Crumb {
  label: string;
  to: string;
}

/** The pages above this one, each a link, then this one's name as plain text. */
export function PageTrail({ trail, current }: { trail: readonly Crumb[]; current: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('common.breadcrumbs')} sx={{ '& ol': { flexWrap: 'wrap' } }}>
      {trail.map((crumb) => (
        <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
          {crumb.label}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}

/**
 * The top of a page: the way back up (`trail`), the page's heading and, beside it, what can be done
 * there. The heading takes the focus after a move to the page (PageFocus), by script only.
 */
export function PageHeader({
  trail,
  title,
  actions,
}: {
  trail: readonly Crumb[];
  title: string;
  actions?: ReactNode;
}) {
  return (
    <Stack sx={{ gap: 1 }}>
      <PageTrail trail={trail} current={title} />
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
