import { needsDistributor, type SessionUser } from '@academy/domain';
import { MenuItem, Stack } from '@mui/material';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { LoadError } from '../../components/LoadError';
import { askerScopeOf } from '../../lib/asker-scope';
import { countryOptions } from '../../lib/country-options';
import { useCountries, useCountryDistributors, useStates } from '../../lib/geography';
import { readableDisabledHint } from '../../lib/readable-hint';
import type { UserForm } from './user-form';

/**
 * Country, then its state and the distributor (one of the country's, within the asker's scope).
 * A new country clears both, since they belonged to the old one. A type without a distributor
 * (admin, tsm) has no distributor field; a master's people are of his own distributor.
 */
export function UserPlaceFields({
  asker,
  control,
  setValue,
}: {
  asker: SessionUser;
  control: Control<UserForm>;
  setValue: UseFormSetValue<UserForm>;
}) {
  const { t, i18n } = useTranslation();
  const [type, country] = useWatch({ control, name: ['type', 'country'] });
  const scope = askerScopeOf(asker);
  const countries = useCountries();
  const states = useStates(country);
  const distributors = useCountryDistributors(country);
  const failed = [countries, states, distributors].find((query) => query.isError);
  const loading = t('common.loading');
  const distributorOptions = scope.distributors(distributors.data ?? []);

  return (
    <Stack sx={{ gap: 2.5 }}>
      {failed && <LoadError message={t('users.form.listFailed')} onRetry={() => void failed.refetch()} />}
      <FormTextField
        control={control}
        name="country"
        select
        label={t('users.form.country')}
        helperText={countries.isLoading ? loading : undefined}
        onValueChange={() => {
          setValue('state', '');
          if (asker.type !== 'master') setValue('distributor', '');
        }}
      >
        <MenuItem value="">{t('users.form.none')}</MenuItem>
        {countryOptions(scope.countries(countries.data ?? []), i18n.language).map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </FormTextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <FormTextField
          control={control}
          name="state"
          select
          label={t('users.form.state')}
          disabled={!country}
          slotProps={readableDisabledHint}
          helperText={!country ? t('users.form.chooseCountry') : states.isLoading ? loading : undefined}
        >
          <MenuItem value="">{t('users.form.none')}</MenuItem>
          {(states.data ?? []).map((state) => (
            <MenuItem key={state._id} value={state._id}>
              {state.name}
            </MenuItem>
          ))}
        </FormTextField>
        {needsDistributor(type) && (
          <FormTextField
            control={control}
            name="distributor"
            select
            required
            label={t('users.form.distributor')}
            disabled={!country || asker.type === 'master'}
            slotProps={readableDisabledHint}
            helperText={
              !country ? t('users.form.chooseCountry') : distributors.isLoading ? loading : undefined
            }
          >
            {distributorOptions.map((distributor) => (
              <MenuItem key={distributor._id} value={distributor._id}>
                {distributor.name}
              </MenuItem>
            ))}
          </FormTextField>
        )}
      </Stack>
    </Stack>
  );
}
