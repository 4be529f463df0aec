import { Box, Container, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { RouteScheme } from '../../components/BlueScheme';
import { PageFocus } from '../../components/PageFocus';
import { MAIN_CONTENT_ID } from '../../components/page-start';
import { SkipLink } from '../../components/SkipLink';
import { AppHeader } from '../shell/AppHeader';

/**
 * The signed-in pages (and the public privacy policy): a skip link, the app bar above, a footer
 * below, all in the scheme the route asks for (blue for a lesson). The router loads it with the
 * first page that needs it, so the login page goes without the app bar's code.
 */
export default function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <RouteScheme>
      <PageFocus />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        <AppHeader />
        <Container
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          maxWidth="lg"
          // the landmark takes the focus only while its page has no heading yet: no ring around it all
          sx={{ flex: 1, py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 }, outline: 'none' }}
        >
          <Outlet />
        </Container>
        <Box component="footer" sx={{ py: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
          <Link component={RouterLink} to="/privacy-policy" variant="body2" color="text.secondary">
            {t('shell.privacyPolicy')}
          </Link>
        </Box>
      </Box>
    </RouteScheme>
  );
}
