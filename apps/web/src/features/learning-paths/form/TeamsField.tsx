import type { LearningPathDetail } from '@academy/domain';
import { Autocomplete, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../lib/problem-text';
import { usePickableTeams } from '../api';
import type { PathForm } from './path-form';

/** Chooses the teams the path is given to, searching them by name. */
export function TeamsField({
  control,
  current,
}: {
  control: Control<PathForm>;
  /** the teams the path is given to now, named even before the team list arrives */
  current: LearningPathDetail['teams'];
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const teams = usePickableTeams();
  const nameOf = new Map([...current, ...(teams.data?.items ?? [])].map((team) => [team._id, team.name]));
  return (
    <Controller
      control={control}
      name="teams"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          options={(teams.data?.items ?? []).map((team) => team._id)}
          value={field.value}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          getOptionLabel={(id) => nameOf.get(id) ?? t('learningPaths.form.unknownTeam')}
          loading={teams.isPending}
          loadingText={t('common.loading')}
          noOptionsText={t('learningPaths.form.noTeams')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('learningPaths.form.teams')}
              error={fieldState.invalid || teams.isError}
              helperText={
                problemText(fieldState.error?.message) ??
                (teams.isError ? t('learningPaths.form.teamsFailed') : t('learningPaths.form.teamsHint'))
              }
            />
          )}
        />
      )}
    />
  );
}
