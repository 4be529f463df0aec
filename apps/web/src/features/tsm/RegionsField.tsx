import { TSM_LIMITS } from '@academy/domain';
import { Autocomplete, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../lib/problem-text';
import type { TsmForm } from './tsm-form';

/** A TSM's regions: free text, each one a chip; Enter (or leaving the field) adds what was typed. */
export function RegionsField({ control }: { control: Control<TsmForm> }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <Controller
      control={control}
      name="regions"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          options={[]}
          value={field.value ?? []}
          onChange={(_event, value) => field.onChange(value.map((region) => region.trim()).filter(Boolean))}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('tsm.form.regions')}
              error={fieldState.invalid}
              helperText={problemText(fieldState.error?.message) ?? t('tsm.form.regionsHint')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, maxLength: TSM_LIMITS.regionLength },
              }}
            />
          )}
        />
      )}
    />
  );
}
