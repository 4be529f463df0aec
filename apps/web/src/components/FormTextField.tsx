import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** called after the form took a new value (a select that clears the fields depending on it) */
  onValueChange?: (value: string) => void;
};

/**
 * A text field (or select) bound to a react-hook-form field. The schemas report problems as
 * i18n keys ('validation.email'), so the helper text is their translation.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  onValueChange,
  ...props
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event);
            onValueChange?.(event.target.value);
          }}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
          fullWidth
        />
      )}
    />
  );
}
