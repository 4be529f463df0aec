import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { useSettings } from './api';
import { MailCard } from './MailCard';
import { MaintenanceCard } from './MaintenanceCard';
import { SellerLabelCard } from './SellerLabelCard';
import { SettingsHeader } from './SettingsHeader';
import { SettingsLinks } from './SettingsLinks';
import { ToolsCard } from './ToolsCard';

/** /settings: the admin's settings screens, maintenance mode, mail, the seller label and housekeeping tools. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Stack sx={{ gap: 3 }}>
      <SettingsHeader title={t('menu.settings')} intro={t('settings.intro')} />
      <SettingsLinks settings={settings.data} />
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <MaintenanceCard settings={settings.data} />
          <MailCard settings={settings.data} />
          <SellerLabelCard settings={settings.data} />
        </>
      )}
      <ToolsCard />
    </Stack>
  );
}
