import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to="/login" variant="body2" sx={{ textAlign: 'center' }}>
      {t('auth.backToLogin')}
    </Link>
  );
}
