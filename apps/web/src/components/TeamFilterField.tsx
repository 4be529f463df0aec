import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChosenTeam, useTeamOptions } from '../lib/team-options';

interface TeamOption {
  _id: string;
  name: string;
}

/** The team filter: a search over the asker's teams by name (there may be many). */
export function TeamFilterField({ value, onChange }: { value: string; onChange(team: string): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const options = useTeamOptions(typed.trim());
  const chosen = useChosenTeam(value);
  const selected: TeamOption | null = value ? { _id: value, name: chosen.data?.name ?? '' } : null;
  return (
    <Autocomplete<TeamOption>
      size="small"
      options={options.data?.items ?? []}
      value={selected}
      getOptionLabel={(team) => team.name}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      filterOptions={(all) => all}
      loading={options.isFetching}
      onChange={(_event, team) => onChange(team?._id ?? '')}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      noOptionsText={options.isError ? t('users.filters.teamsFailed') : t('users.filters.noTeams')}
      loadingText={t('common.loading')}
      renderInput={(params) => <TextField {...params} label={t('users.filters.team')} />}
    />
  );
}
