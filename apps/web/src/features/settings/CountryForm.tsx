import { type CountryDetail, LANGUAGES, saveCountryRequest } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { LocalizedTextField } from '../../components/LocalizedTextField';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveCountry } from './api';
import { settingsPaths } from './paths';
import { SaveButtons } from './SaveButtons';
import { SettingsSection } from './SettingsSection';

type CountryForm = z.input<typeof saveCountryRequest>;
const FIELDS = /^(name\.(en|pt|es)|dialCode)$/;

/** A country's name in each language and its dial code, checked as the server checks them. */
export function CountryForm({ country }: { country: CountryDetail }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSaveCountry();
  const { control, handleSubmit, setError } = useForm<
    CountryForm,
    unknown,
    z.output<typeof saveCountryRequest>
  >({
    resolver: zodResolver(saveCountryRequest),
    defaultValues: { _id: country._id, name: country.name, dialCode: country.dialCode },
  });
  const submit = handleSubmit((form) =>
    save.mutate(form, {
      onSuccess: () => show(t('settings.saved')),
      onError: (error) => {
        applyServerFieldErrors(error, setError, (path) =>
          FIELDS.test(path) ? (path as FieldPath<CountryForm>) : null,
        );
        show(errorMessage(error), 'error');
      },
    }),
  );
  return (
    <SettingsSection title={t('settings.country.details')}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ gap: 2 }}
        aria-label={t('settings.country.details')}
      >
        <LocalizedTextField
          control={control}
          name="name"
          label={t('settings.country.name')}
          langs={LANGUAGES}
          required
          inline
        />
        <FormTextField
          control={control}
          name="dialCode"
          label={t('settings.country.dialCode')}
          helperText={t('settings.country.dialCodeHint')}
          sx={{ maxWidth: 240 }}
        />
        <SaveButtons busy={save.isPending} cancelTo={settingsPaths.countries} />
      </Stack>
    </SettingsSection>
  );
}
