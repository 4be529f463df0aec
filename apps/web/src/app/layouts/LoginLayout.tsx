import { Box, Card, CardContent, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { LanguagePicker } from '../shell/LanguagePicker';
import { Logo } from '../shell/Logo';

/** The public account pages: a centred card with the logo, the product name and a language picker. */
export function LoginLayout() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'secondary.main',
        p: { xs: 1, sm: 3 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 1 }}
          >
            <Logo size={44} />
            <LanguagePicker />
          </Stack>
          <Outlet />
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to="/privacy-policy" variant="body2">
              {t('shell.privacyPolicy')}
            </Link>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
