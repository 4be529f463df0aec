import { CheckCircleOutlined, Construction } from '@mui/icons-material';
import { Button, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandedCard } from '../../components/BrandedCard';
import { localized } from '../../lib/localized';
import { systemStatusQuery } from '../../lib/system-status';
import { MaintenanceAdminForm } from './MaintenanceAdminForm';

/**
 * Where everyone lands while the academy is being updated. An admin can sign in here and keep
 * working (this browser then skips the maintenance redirect). If the status cannot be read, the
 * page assumes maintenance: it was sent here for a reason.
 */
export default function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const status = useQuery(systemStatusQuery);
  const over = status.data?.maintenance === false;
  // the admin's own words when given (in the reader's language, else another one), else the standard text
  const message = localized(status.data?.message, i18n.language).trim() || t('errors.maintenance');
  return (
    <BrandedCard maxWidth={520}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {over ? (
          <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
        ) : (
          <Construction color="primary" sx={{ fontSize: 56 }} aria-hidden />
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {over ? t('maintenance.overTitle') : t('maintenance.title')}
        </Typography>
        {over ? (
          <>
            <Typography>{t('maintenance.over')}</Typography>
            <Button component={RouterLink} to="/login" variant="contained" size="large">
              {t('maintenance.goToLogin')}
            </Button>
          </>
        ) : (
          <>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{message}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('maintenance.notice')}
            </Typography>
          </>
        )}
      </Stack>
      {!over && (
        <>
          <Divider sx={{ my: 3 }} />
          <MaintenanceAdminForm />
        </>
      )}
    </BrandedCard>
  );
}
