import { Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import type { LessonForm } from '../lesson-form';

const numeric = { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } } as const;

/** How an exam is sat: how many of its questions each attempt draws, and how long an attempt may take. */
export function ExamSettingsFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<LessonForm>();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 2 }}>
      <FormTextField
        control={control}
        name="questions_per_attempt"
        label={t('courseEditor.lesson.questionsPerAttempt')}
        helperText={t('courseEditor.lesson.questionsPerAttemptHint')}
        slotProps={numeric}
        sx={{ maxWidth: { sm: 320 } }}
      />
      <FormTextField
        control={control}
        name="time_limit_minutes"
        label={t('courseEditor.lesson.timeLimit')}
        helperText={t('courseEditor.lesson.timeLimitHint')}
        slotProps={numeric}
        sx={{ maxWidth: { sm: 320 } }}
      />
    </Stack>
  );
}
