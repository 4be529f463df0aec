import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no field of a form, with a line below saying what it does when `hint` is given. */
export function SwitchField<T extends FieldValues, Transformed extends FieldValues = T>({
  control,
  name,
  label,
  hint,
}: {
  /** the form's values after its resolver (a schema that transforms): any, the field reads the typed ones */
  control: Control<T, unknown, Transformed>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const choice = (
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                checked={field.value === true}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: hint ? { 'aria-describedby': hintId } : {} }}
              />
            }
          />
        );
        if (!hint) return choice;
        return (
          <Stack>
            {choice}
            <FormHelperText id={hintId} sx={{ mt: 0, ml: 6 }}>
              {hint}
            </FormHelperText>
          </Stack>
        );
      }}
    />
  );
}
