import { MenuItem, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { LoadError } from '../../components/LoadError';
import { countryOptions } from '../../lib/country-options';
import { useCountries, useDistributors, useStates } from '../../lib/geography';
import type { RegisterFormInput } from './register-form';

interface Option {
  value: string;
  label: string;
}

/**
 * Country, state and distributor, each enabled once the one before is chosen. Changing a choice
 * clears the ones after it, since they belonged to the old choice.
 */
export function GeographyFields({
  control,
  setValue,
}: {
  control: Control<RegisterFormInput>;
  setValue: UseFormSetValue<RegisterFormInput>;
}) {
  const { t, i18n } = useTranslation();
  const [countryId = '', stateId = ''] = useWatch({ control, name: ['country', 'state'] });
  const countries = useCountries();
  const states = useStates(countryId);
  const stateCode = states.data?.find((state) => state._id === stateId)?.code ?? '';
  const distributors = useDistributors(countryId, stateCode);

  const language = i18n.language;
  const countryChoices = useMemo(
    () => countryOptions(countries.data ?? [], language),
    [countries.data, language],
  );
  const stateOptions = (states.data ?? []).map((state) => ({ value: state._id, label: state.name }));
  const distributorOptions = (distributors.data ?? []).map((master) => ({
    value: master._id,
    label: master.name,
  }));

  const clear = (...fields: ('state' | 'master')[]) => {
    for (const field of fields) setValue(field, '', { shouldValidate: false });
  };
  const failed = [countries, states, distributors].find((query) => query.isError);

  return (
    <Stack spacing={2.5}>
      {failed && <LoadError message={t('register.listFailed')} onRetry={() => void failed.refetch()} />}
      <SelectField
        control={control}
        name="country"
        label={t('register.country')}
        options={countryChoices}
        query={countries}
        onPicked={() => clear('state', 'master')}
      />
      <SelectField
        control={control}
        name="state"
        label={t('register.state')}
        options={stateOptions}
        query={states}
        hint={countryId ? t('register.noStates') : t('register.chooseCountryFirst')}
        onPicked={() => clear('master')}
      />
      <SelectField
        control={control}
        name="master"
        label={t('register.master')}
        options={distributorOptions}
        query={distributors}
        hint={stateCode ? t('register.noDistributors') : t('register.chooseStateFirst')}
      />
    </Stack>
  );
}

/** One select of the chain; `hint` explains why it is empty or disabled. */
function SelectField({
  control,
  name,
  label,
  options,
  query,
  hint,
  onPicked,
}: {
  control: Control<RegisterFormInput>;
  name: 'country' | 'state' | 'master';
  label: string;
  options: Option[];
  query: UseQueryResult<unknown>;
  hint?: string;
  onPicked?: () => void;
}) {
  const { t } = useTranslation();
  const loading = query.isLoading;
  const empty = options.length === 0;
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      select
      disabled={empty}
      helperText={loading ? t('common.loading') : empty ? hint : undefined}
      onValueChange={onPicked}
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
        // the hint explains why the field is disabled, so it keeps a readable colour
        formHelperText: { sx: { '&.Mui-disabled:not(.Mui-error)': { color: 'text.secondary' } } },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
