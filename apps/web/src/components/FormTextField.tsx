import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues, Transformed extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  /** the form's values after its resolver (a schema that transforms): any, the field reads the typed ones */
  control: Control<T, unknown, Transformed>;
  name: FieldPath<T>;
  /** called after the form took a new value (a select that clears the fields depending on it) */
  onValueChange?: (value: string) => void;
};

/**
 * A text field (or select) bound to a react-hook-form field. The schemas report problems as
 * i18n keys ('validation.email'), so the helper text is their translation.
 */
export function FormTextField<T extends FieldValues, Transformed extends FieldValues = T>({
  control,
  name,
  helperText,
  onValueChange,
  ...props
}: Props<T, Transformed>) {
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
