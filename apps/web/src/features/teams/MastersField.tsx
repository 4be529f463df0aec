import type { TeamMaster } from '@academy/domain';
import { Autocomplete, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localized } from '../../lib/localized';
import { useProblemText } from '../../lib/problem-text';
import { useTeamMasters } from './api';
import type { TeamForm } from './team-form';

/**
 * The distributors ("masters") the team draws its people from: those in the user's scope, and the
 * team's own (a distributor since disabled keeps its name). `onChosen` hears each new choice.
 */
export function MastersField({
  control,
  current,
  onChosen,
}: {
  control: Control<TeamForm>;
  current: TeamMaster[];
  onChosen(masters: string[]): void;
}) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const masters = useTeamMasters();
  const byId = new Map([...current, ...(masters.data ?? [])].map((master) => [master._id, master]));
  const labelOf = (id: string) => {
    const master = byId.get(id);
    if (!master) return t('common.loading');
    const place = [localized(master.countryName, i18n.language), master.state].filter(Boolean).join(' · ');
    return `${master.name} (${place})`;
  };
  return (
    <Controller
      control={control}
      name="masters"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          options={(masters.data ?? []).map((master) => master._id)}
          value={field.value}
          onChange={(_event, value) => {
            field.onChange(value);
            onChosen(value);
          }}
          onBlur={field.onBlur}
          getOptionLabel={labelOf}
          loading={masters.isPending}
          loadingText={t('common.loading')}
          noOptionsText={t('teams.form.noMasters')}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('teams.form.masters')}
              required
              error={fieldState.invalid || masters.isError}
              helperText={
                problemText(fieldState.error?.message) ??
                (masters.isError ? t('teams.form.mastersFailed') : t('teams.form.mastersHint'))
              }
            />
          )}
        />
      )}
    />
  );
}
