import type { DistributorItem } from '@academy/domain';
import { Box, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { useApiErrorMessage, useConfirm, useSnackbar } from '../../lib/feedback';
import { SettingsSection } from './SettingsSection';
import { useStatusPage, useSwitchStatusPage } from './status-page-api';

/**
 * The distributor's public status page (first names and counts of its certified people, for its
 * customers): off until an admin switches it on here, which takes effect at once, apart from the
 * form's save. While it is on, its address and QR code show here.
 */
export function StatusPageCard({ distributor }: { distributor: DistributorItem }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const page = useStatusPage(distributor.countryId, distributor._id);
  const change = useSwitchStatusPage(distributor.countryId, distributor._id);

  const toggle = async (next: boolean) => {
    if (
      next &&
      !(await confirm({
        title: t('settings.statusPage.onTitle'),
        message: t('settings.statusPage.onMessage', { name: distributor.name }),
        confirmLabel: t('settings.statusPage.turnOn'),
      }))
    )
      return;
    change.mutate(next, {
      onSuccess: () => show(next ? t('settings.statusPage.isOn') : t('settings.statusPage.isOff')),
      onError: (error) => show(errorMessage(error), 'error'),
    });
  };

  return (
    <SettingsSection title={t('settings.statusPage.title')} intro={t('settings.statusPage.intro')}>
      {page.isPending ? (
        <PageSpinner />
      ) : page.isError ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={page.data.enabled}
                disabled={change.isPending}
                onChange={(event) => void toggle(event.target.checked)}
              />
            }
            label={t('settings.statusPage.switch')}
          />
          {page.data.address && page.data.qrCode && (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
              <Box
                component="img"
                src={page.data.qrCode}
                alt={t('settings.statusPage.qrCode')}
                sx={{ width: 160, height: 160, bgcolor: '#fff', flexShrink: 0 }}
              />
              <Stack sx={{ gap: 0.5, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('settings.statusPage.address')}
                </Typography>
                <Link
                  href={page.data.address}
                  target="_blank"
                  rel="noopener"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {page.data.address}
                </Link>
              </Stack>
            </Stack>
          )}
        </>
      )}
    </SettingsSection>
  );
}
