import { LANGUAGES, settingValueSchemas } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LocalizedTextField } from '../../components/LocalizedTextField';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { useSaveSetting } from './api';
import { SaveButtons } from './SaveButtons';
import { SettingsSection } from './SettingsSection';
import { localizedSetting } from './setting-values';

const labelForm = z.object({ label: settingValueSchemas.seller_label });
type LabelForm = z.infer<typeof labelForm>;

/** The global seller label: what the academy calls the people its distributors train, per language. */
export function SellerLabelCard({ settings }: { settings: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSaveSetting();
  const { control, handleSubmit } = useForm<LabelForm>({
    resolver: zodResolver(labelForm),
    defaultValues: { label: localizedSetting(settings.seller_label) },
  });
  const submit = handleSubmit(({ label }) =>
    save.mutate(
      { name: 'seller_label', value: label },
      { onSuccess: () => show(t('settings.saved')), onError: (error) => show(errorMessage(error), 'error') },
    ),
  );
  return (
    <SettingsSection title={t('settings.sellerLabel.title')} intro={t('settings.sellerLabel.intro')}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ gap: 2 }}
        aria-label={t('settings.sellerLabel.title')}
      >
        <LocalizedTextField
          control={control}
          name="label"
          label={t('settings.sellerLabel.label')}
          langs={LANGUAGES}
          inline
        />
        <SaveButtons busy={save.isPending} />
      </Stack>
    </SettingsSection>
  );
}
