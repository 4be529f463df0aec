import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAllTeams } from '../lib/team-options';
import { ChoicesField } from './ChoicesField';

/** A team's id and name, as what is given to teams names them. */
interface NamedTeam {
  _id: string;
  name: string;
}

/** Chooses the teams something is given to (a course, a learning path), among every team of the asker's. */
export function TeamsField<T extends FieldValues>({
  control,
  name,
  known = [],
  hint,
  required,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string[] | undefined>;
  /** the teams it is given to now, named even before the team list arrives */
  known?: readonly NamedTeam[];
  hint?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const teams = useAllTeams();
  const listed = teams.data?.items ?? [];
  const nameOf = new Map([...known, ...listed].map((team) => [team._id, team.name]));
  return (
    <ChoicesField
      control={control}
      name={name}
      label={t('teams.picker.label')}
      options={listed.map((team) => team._id)}
      labelOf={(id) => nameOf.get(id) ?? t('teams.picker.unknown')}
      loading={teams.isPending}
      failed={teams.isError ? t('teams.picker.failed') : undefined}
      hint={hint}
      noOptionsText={t('teams.picker.none')}
      required={required}
    />
  );
}
