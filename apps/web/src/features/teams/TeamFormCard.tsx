import type { TeamDetail, TeamPerson } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Paper, Stack, Switch } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '../../components/FormActions';
import { FormTextField } from '../../components/FormTextField';
import { useSaveErrorMessage } from '../../lib/edit-error';
import { useSnackbar } from '../../lib/feedback';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useCreateTeam, useTeamPeople, useUpdateTeam } from './api';
import { MastersField } from './MastersField';
import { PeopleField } from './PeopleField';
import { emptyTeamForm, type TeamForm, teamFieldOf, teamFormOf, teamFormSchema } from './team-form';

/**
 * A team's name, status, distributors, leaders and members. The people offered are those of the
 * chosen distributors (`team/load-users`); choosing fewer distributors drops the people of the
 * others. Saving opens the team's view.
 */
export function TeamFormCard({ team }: { team?: TeamDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const errorMessage = useSaveErrorMessage(team !== undefined);
  const create = useCreateTeam();
  const update = useUpdateTeam(team?._id ?? '');
  const save = team ? update : create;
  const { control, handleSubmit, setError, getValues, setValue } = useForm<TeamForm>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: team ? teamFormOf(team) : emptyTeamForm,
  });
  const masters = useWatch({ control, name: 'masters' });
  const people = useTeamPeople(masters);
  const options = masters.length > 0 ? (people.data ?? []) : [];
  const known = new Map<string, TeamPerson>(
    [...(team?.leaders ?? []), ...(team?.members ?? []), ...options].map((person) => [person._id, person]),
  );

  /** Fewer distributors: the people of those left out leave the team too. */
  const keepPeopleOf = (chosen: string[]) => {
    for (const field of ['leaders', 'members'] as const) {
      const kept = getValues(field).filter((id) => {
        const person = known.get(id);
        return !person || chosen.includes(person.master);
      });
      setValue(field, kept);
    }
  };

  const submit = handleSubmit((form) =>
    save.mutate(teamFormSchema.parse(form), {
      onSuccess: (saved) => {
        show(t('teams.saved', { name: saved.name }));
        navigate(`/team/view/${saved._id}`, { replace: !team });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, teamFieldOf);
        show(errorMessage(error), 'error');
      },
    }),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5 }}>
        <FormTextField control={control} name="name" label={t('teams.form.name')} required />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <FormControlLabel
              label={t('teams.form.enabled')}
              control={
                <Switch
                  name={field.name}
                  checked={field.value === 'enabled'}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.checked ? 'enabled' : 'disabled')}
                />
              }
            />
          )}
        />
        <MastersField control={control} current={team?.masters ?? []} onChosen={keepPeopleOf} />
        {(['leaders', 'members'] as const).map((name) => (
          <PeopleField
            key={name}
            control={control}
            name={name}
            options={options}
            known={known}
            loading={people.isFetching}
            failed={people.isError}
            mastersChosen={masters.length > 0}
          />
        ))}
        <FormActions
          cancelTo={team ? `/team/view/${team._id}` : '/teams'}
          busy={save.isPending}
          busyText={t('teams.saving')}
        />
      </Stack>
    </Paper>
  );
}
