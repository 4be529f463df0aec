import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import type { PathForm } from './path-form';

/** A yes/no setting of the path, with a line saying what it does. */
export function SwitchField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<PathForm>;
  name: 'openToAll' | 'enforceOrder';
  label: string;
  hint: string;
}) {
  const hintId = `${name}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                checked={field.value === true}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': hintId } }}
              />
            }
          />
          <FormHelperText id={hintId} sx={{ mt: 0, ml: 6 }}>
            {hint}
          </FormHelperText>
        </Stack>
      )}
    />
  );
}
