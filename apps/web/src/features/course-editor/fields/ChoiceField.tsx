import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  helperText?: string;
}

/** A short choice shown as a row of radio buttons (structure, status, question type). */
export function ChoiceField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  helperText,
}: Props<T>) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // only the radios are disabled: a greyed label and hint would be too faint to read
        <FormControl>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={option.label}
                disabled={disabled}
              />
            ))}
          </RadioGroup>
          {helperText && <FormHelperText sx={{ mx: 0 }}>{helperText}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
