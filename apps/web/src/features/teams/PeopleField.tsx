import type { TeamPerson } from '@academy/domain';
import { Autocomplete, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../lib/problem-text';
import type { TeamForm } from './team-form';

/** The leaders or the members, chosen among the people of the team's distributors. */
export function PeopleField({
  control,
  name,
  options,
  known,
  loading,
  failed,
  mastersChosen,
}: {
  control: Control<TeamForm>;
  name: 'leaders' | 'members';
  /** the people the team may take */
  options: TeamPerson[];
  /** every person the form knows, for the names of those already chosen */
  known: Map<string, TeamPerson>;
  loading: boolean;
  failed: boolean;
  mastersChosen: boolean;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const labelOf = (id: string) => {
    const person = known.get(id);
    if (!person) return t('common.loading');
    const disabled = person.status === 'disabled' ? ` · ${t('teams.status.disabled')}` : '';
    return `${person.name} (${person.email})${disabled}`;
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          disabled={!mastersChosen}
          options={options.map((person) => person._id)}
          value={field.value}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          getOptionLabel={labelOf}
          loading={loading}
          loadingText={t('common.loading')}
          noOptionsText={t('teams.form.noPeople')}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t(`teams.form.${name}`)}
              error={fieldState.invalid || failed}
              helperText={
                problemText(fieldState.error?.message) ??
                (failed
                  ? t('teams.form.peopleFailed')
                  : mastersChosen
                    ? t('teams.form.peopleHint', { count: options.length })
                    : t('teams.form.chooseMasters'))
              }
            />
          )}
        />
      )}
    />
  );
}
