import { settingValueSchemas } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, Paper, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { useSaveSetting, useSettings } from './api';
import { settingsPaths } from './paths';
import { SaveButtons } from './SaveButtons';
import { SettingsHeader } from './SettingsHeader';

type LimitName = 'time_wait_exam_tries' | 'max_exam_tries';
/** the form's text, checked as the setting's number would be; blank is not 0, so it stays a problem */
const limitForm = (name: LimitName) =>
  z.object({
    value: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .refine((text) => settingValueSchemas[name].safeParse(Number(text)).success, 'validation.invalid'),
  });

const TEXTS = {
  time_wait_exam_tries: { key: 'timeBetweenExams', unit: 'settings.hours' },
  max_exam_tries: { key: 'maxExamTries', unit: undefined },
} as const;

/** /settings/time_between_exams and /settings/max_exam_tries: one number each; 0 means no limit. */
export function ExamLimitPage({ name }: { name: LimitName }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { key } = TEXTS[name];
  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsHeader
        back={{ to: settingsPaths.home, label: t('menu.settings') }}
        title={t(`settings.${key}.title`)}
        intro={t(`settings.${key}.intro`)}
      />
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <LimitForm name={name} value={settings.data[name]} />
      )}
    </Stack>
  );
}

function LimitForm({ name, value }: { name: LimitName; value: unknown }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSaveSetting();
  const { key, unit } = TEXTS[name];
  const { control, handleSubmit } = useForm<{ value: string }>({
    resolver: zodResolver(limitForm(name)),
    defaultValues: { value: typeof value === 'number' ? String(value) : '0' },
  });
  const submit = handleSubmit((form) =>
    save.mutate(
      { name, value: Number(form.value) },
      { onSuccess: () => show(t('settings.saved')), onError: (error) => show(errorMessage(error), 'error') },
    ),
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}>
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <FormTextField
          control={control}
          name="value"
          label={t(`settings.${key}.label`)}
          helperText={t('settings.zeroNoLimit')}
          type="number"
          slotProps={{
            htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
            input: unit
              ? { endAdornment: <InputAdornment position="end">{t(unit)}</InputAdornment> }
              : undefined,
          }}
        />
        <SaveButtons busy={save.isPending} cancelTo={settingsPaths.home} />
      </Stack>
    </Paper>
  );
}
