import { MenuItem, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { dialCodeOptions } from '../../lib/dial-codes';
import { useCountries } from '../../lib/geography';
import type { UserForm } from './user-form';

/** The dial code (from the countries' list) and the phone number. */
export function UserPhoneFields({ control, saved }: { control: Control<UserForm>; saved: string | null }) {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const dialCodes = dialCodeOptions(countries.data ?? [], i18n.language);
  // a saved code no country has any more still shows, so saving does not lose it silently
  if (saved && !dialCodes.some((option) => option.code === saved))
    dialCodes.unshift({ code: saved, label: saved });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <FormTextField
        control={control}
        name="dialCode"
        select
        label={t('users.form.dialCode')}
        sx={{ flex: { sm: '0 0 45%' } }}
      >
        <MenuItem value="">{t('users.form.none')}</MenuItem>
        {dialCodes.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        label={t('users.form.phone')}
        autoComplete="off"
      />
    </Stack>
  );
}
