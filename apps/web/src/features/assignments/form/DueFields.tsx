import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { type AssignmentForm, DUE_KINDS, type DueKind } from './assignment-form';

/**
 * When each person is due: never, on a day (today or later), or a number of days after he is
 * assigned (a rule assigns people as they join, each with his own due day). Shared by the Assign
 * page and the rule form; the field of the kind chosen shows below the choice.
 */
export function DueFields({ control }: { control: Control<AssignmentForm> }) {
  const { t } = useTranslation();
  const legendId = useId();
  const kind = useWatch({ control, name: 'due.kind' });
  return (
    <Stack role="group" aria-labelledby={legendId} sx={{ gap: 1.5 }}>
      <Typography id={legendId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('assignments.due.title')}
      </Typography>
      <Controller
        control={control}
        name="due.kind"
        render={({ field }) => (
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as DueKind)}
            onBlur={field.onBlur}
            aria-labelledby={legendId}
          >
            {DUE_KINDS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`assignments.due.kind.${value}`)}
              />
            ))}
          </RadioGroup>
        )}
      />
      {kind === 'date' && (
        <FormTextField
          control={control}
          name="due.date"
          type="date"
          label={t('assignments.due.dateField')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 240 }}
        />
      )}
      {kind === 'days' && (
        <FormTextField
          control={control}
          name="due.days"
          type="number"
          label={t('assignments.due.daysField')}
          helperText={t('assignments.due.daysHint')}
          required
          slotProps={{ htmlInput: { min: 1, max: 3650, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: 320 }}
        />
      )}
    </Stack>
  );
}
