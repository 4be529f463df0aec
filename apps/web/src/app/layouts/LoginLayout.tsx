import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { BrandedCard } from '../../components/BrandedCard';
import { PageFocus } from '../../components/PageFocus';
import { SkipLink } from '../../components/SkipLink';

/** The public account pages: a centred card with the logo, the product name and a language picker. */
export function LoginLayout() {
  const { t } = useTranslation();
  return (
    <>
      <PageFocus />
      <SkipLink />
      <BrandedCard maxWidth={460}>
        <Outlet />
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/privacy-policy" variant="body2">
            {t('shell.privacyPolicy')}
          </Link>
        </Box>
      </BrandedCard>
    </>
  );
}
