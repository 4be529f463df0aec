import { Box, Container, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { AppHeader } from '../shell/AppHeader';

/** The signed-in pages (and the public privacy policy): the app bar above, a footer below. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}
      >
        <Outlet />
      </Container>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
        <Link component={RouterLink} to="/privacy-policy" variant="body2" color="text.secondary">
          {t('shell.privacyPolicy')}
        </Link>
      </Box>
    </Box>
  );
}
