import { LANGUAGES, settingValueSchemas } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, FormControlLabel, Stack, Switch } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LocalizedTextField } from '../../components/LocalizedTextField';
import { useApiErrorMessage, useConfirm, useSnackbar } from '../../lib/feedback';
import { setMaintenanceBypass } from '../../lib/maintenance';
import { useSaveSetting } from './api';
import { SaveButtons } from './SaveButtons';
import { SettingsSection } from './SettingsSection';
import { localizedSetting } from './setting-values';

const messageForm = z.object({ message: settingValueSchemas.maintenance_message });
type MessageForm = z.infer<typeof messageForm>;

/**
 * Maintenance mode: while it is on everyone but the admins is sent to the maintenance page, which
 * shows the message given here (or the standard text where it is blank).
 */
export function MaintenanceCard({ settings }: { settings: Record<string, unknown> }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSaveSetting();
  const on = settings.maintenance === true;
  const { control, handleSubmit } = useForm<MessageForm>({
    resolver: zodResolver(messageForm),
    defaultValues: { message: localizedSetting(settings.maintenance_message) },
  });

  const toggle = async (next: boolean) => {
    if (
      next &&
      !(await confirm({
        title: t('settings.maintenance.onTitle'),
        message: t('settings.maintenance.onMessage'),
        confirmLabel: t('settings.maintenance.turnOn'),
        destructive: true,
      }))
    )
      return;
    // This browser keeps working while the others are sent to the maintenance page.
    if (next) setMaintenanceBypass(true);
    save.mutate(
      { name: 'maintenance', value: next },
      {
        onSuccess: () => {
          if (!next) setMaintenanceBypass(false);
          show(next ? t('settings.maintenance.isOn') : t('settings.maintenance.isOff'));
        },
        onError: (error) => show(errorMessage(error), 'error'),
      },
    );
  };

  const submit = handleSubmit(({ message }) =>
    save.mutate(
      { name: 'maintenance_message', value: message },
      {
        onSuccess: () => show(t('settings.saved')),
        onError: (error) => show(errorMessage(error), 'error'),
      },
    ),
  );

  return (
    <SettingsSection title={t('settings.maintenance.title')} intro={t('settings.maintenance.intro')}>
      <Stack sx={{ gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={save.isPending}
              onChange={(event) => void toggle(event.target.checked)}
            />
          }
          label={t('settings.maintenance.switch')}
        />
        {on && <Alert severity="warning">{t('settings.maintenance.onNow')}</Alert>}
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ gap: 2 }}
          aria-label={t('settings.maintenance.message')}
        >
          <LocalizedTextField
            control={control}
            name="message"
            label={t('settings.maintenance.message')}
            langs={LANGUAGES}
            multiline
          />
          <SaveButtons busy={save.isPending} />
        </Stack>
      </Stack>
    </SettingsSection>
  );
}
