import { settingValueSchemas } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { SiteAddressNotice } from '../../components/SiteAddressNotice';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { useSaveSetting } from './api';
import { SaveButtons } from './SaveButtons';
import { SettingsSection } from './SettingsSection';
import { textSetting } from './setting-values';

const mailForm = z.object({
  mail_from: settingValueSchemas.mail_from,
  site_url: settingValueSchemas.site_url,
});
type MailForm = z.infer<typeof mailForm>;

/**
 * The sender of the academy's mails and the address its links lead to (certificates, mails),
 * with a notice while that address is not set.
 */
export function MailCard({ settings }: { settings: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSaveSetting();
  const stored = { mail_from: textSetting(settings.mail_from), site_url: textSetting(settings.site_url) };
  const { control, handleSubmit } = useForm<MailForm>({
    resolver: zodResolver(mailForm),
    defaultValues: stored,
  });

  const submit = handleSubmit(async (form) => {
    try {
      // only what differs from the stored value is written (compared here: the form's dirty
      // state is tracked only when read while rendering)
      for (const name of ['mail_from', 'site_url'] as const)
        if (form[name] !== stored[name]) await save.mutateAsync({ name, value: form[name] });
      show(t('settings.saved'));
    } catch (error) {
      show(errorMessage(error), 'error');
    }
  });

  return (
    <SettingsSection title={t('settings.mail.title')} intro={t('settings.mail.intro')}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ gap: 2 }}
        aria-label={t('settings.mail.title')}
      >
        <FormTextField
          control={control}
          name="mail_from"
          label={t('settings.mail.from')}
          helperText={t('settings.mail.fromHint')}
        />
        {!textSetting(settings.site_url) && <SiteAddressNotice />}
        <FormTextField
          control={control}
          name="site_url"
          label={t('settings.mail.siteUrl')}
          type="url"
          helperText={t('settings.mail.siteUrlHint')}
        />
        <SaveButtons busy={save.isPending} />
      </Stack>
    </SettingsSection>
  );
}
