import { Autocomplete, TextField } from '@mui/material';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../lib/problem-text';

/**
 * A form's multiple choice of ids (teams, distributors, people, countries) shown by name: typing
 * narrows the options, each choice is a chip that Backspace or Delete removes. Below it: the form's
 * problem with the choice, else what failed, else what the choice does.
 */
export function ChoicesField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  labelOf,
  loading,
  failed,
  hint,
  noOptionsText,
  required,
  disabled,
  onChosen,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string[] | undefined>;
  label: string;
  /** the ids that may be chosen now */
  options: readonly string[];
  /** an id's name; none while it is not known yet, which shows as "Loading…" */
  labelOf(id: string): string | undefined;
  loading: boolean;
  /** what to say when the options could not be loaded */
  failed?: string;
  hint?: string;
  noOptionsText: string;
  required?: boolean;
  disabled?: boolean;
  /** hears each new choice, after the form has it */
  onChosen?(ids: string[]): void;
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
          disabled={disabled}
          options={options}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_event, value) => {
            field.onChange(value);
            onChosen?.(value);
          }}
          onBlur={field.onBlur}
          getOptionLabel={(id) => labelOf(id) ?? t('common.loading')}
          loading={loading}
          loadingText={t('common.loading')}
          noOptionsText={noOptionsText}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={label}
              required={required}
              error={fieldState.invalid || failed !== undefined}
              helperText={problemText(fieldState.error?.message) ?? failed ?? hint}
            />
          )}
        />
      )}
    />
  );
}
