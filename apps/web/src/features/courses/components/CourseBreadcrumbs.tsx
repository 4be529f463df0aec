import HomeIcon from '@mui/icons-material/Home';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** absent for the current page */
  to?: string;
}

/** Spec section 2: breadcrumbs start with a home link to the course list. */
export function CourseBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs
      aria-label={t('common.breadcrumbs')}
      sx={{ mb: 2, overflowWrap: 'anywhere', '& ol': { rowGap: 0.5 } }}
    >
      <Link
        component={RouterLink}
        to="/courses"
        underline="hover"
        color="inherit"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <HomeIcon fontSize="small" aria-hidden />
        {t('courses.title')}
      </Link>
      {trail.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
