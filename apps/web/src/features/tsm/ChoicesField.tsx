import { Autocomplete, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../lib/problem-text';
import type { TsmForm } from './tsm-form';

/**
 * A multiple choice of ids (Brazil's distributors, or LAAM countries) shown by name. A choice the
 * options no longer hold (a distributor since disabled) keeps the name the TSM's view gave it.
 */
export function ChoicesField({
  control,
  name,
  label,
  hint,
  options,
  labels,
  loading,
}: {
  control: Control<TsmForm>;
  name: 'masters' | 'countries';
  label: string;
  hint: string;
  options: string[];
  /** every known id's name */
  labels: Map<string, string>;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          options={options}
          value={field.value ?? []}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          getOptionLabel={(id) => labels.get(id) ?? t('common.loading')}
          loading={loading}
          loadingText={t('common.loading')}
          noOptionsText={t('tsm.form.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={label}
              required
              error={fieldState.invalid}
              helperText={problemText(fieldState.error?.message) ?? hint}
            />
          )}
        />
      )}
    />
  );
}
