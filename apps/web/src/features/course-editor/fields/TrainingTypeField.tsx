import { MenuItem, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTrainingTypes } from '../api';
import type { CourseForm } from '../course-form';

/** The course's training type, chosen from the academy's list; none is a valid choice. */
export function TrainingTypeField({ control }: { control: Control<CourseForm> }) {
  const { t } = useTranslation();
  const types = useTrainingTypes();
  return (
    <Controller
      control={control}
      name="trainingType"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t('courseEditor.course.trainingType')}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          name={field.name}
          error={Boolean(fieldState.error) || types.isError}
          helperText={
            fieldState.error
              ? t(fieldState.error.message ?? 'validation.invalid')
              : types.isError
                ? t('courseEditor.course.trainingTypesFailed')
                : undefined
          }
          sx={{ maxWidth: 360 }}
        >
          <MenuItem value="">{t('courseEditor.course.noTrainingType')}</MenuItem>
          {/* a saved type keeps showing while the list loads */}
          {types.data === undefined && field.value !== '' && <MenuItem value={field.value}>…</MenuItem>}
          {types.data?.map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.title}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
