import { Autocomplete, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../lib/problem-text';
import { useTeams } from '../api';
import type { CourseForm } from '../course-form';

/** Chooses the teams a course is published to. */
export function TeamPicker({ control }: { control: Control<CourseForm> }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const teams = useTeams();
  const options = teams.data?.items ?? [];
  const nameOf = new Map(options.map((team) => [team._id, team.name]));
  return (
    <Controller
      control={control}
      name="teams"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          options={options.map((team) => team._id)}
          value={field.value}
          onChange={(_event, value) => field.onChange(value)}
          getOptionLabel={(id) => nameOf.get(id) ?? t('courseEditor.course.unknownTeam')}
          loading={teams.isPending}
          loadingText={t('common.loading')}
          noOptionsText={t('courseEditor.course.noTeams')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('courseEditor.course.teams')}
              required
              error={fieldState.invalid || teams.isError}
              helperText={
                problemText(fieldState.error?.message) ??
                (teams.isError ? t('courseEditor.course.teamsFailed') : undefined)
              }
            />
          )}
        />
      )}
    />
  );
}
