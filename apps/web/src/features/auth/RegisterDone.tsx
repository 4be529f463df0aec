import { HourglassTop } from '@mui/icons-material';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Shown once the registration is sent: nothing to do but wait for an admin. */
export function RegisterDone({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
      <HourglassTop color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('register.doneTitle')}
      </Typography>
      <Typography>{t('register.doneText', { name })}</Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  );
}
