import type { TeamPerson } from '@academy/domain';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoicesField } from '../../components/ChoicesField';
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
  const labelOf = (id: string) => {
    const person = known.get(id);
    if (!person) return undefined;
    const disabled = person.status === 'disabled' ? ` · ${t('teams.status.disabled')}` : '';
    return `${person.name} (${person.email})${disabled}`;
  };
  return (
    <ChoicesField
      control={control}
      name={name}
      label={t(`teams.form.${name}`)}
      options={options.map((person) => person._id)}
      labelOf={labelOf}
      loading={loading}
      failed={failed ? t('teams.form.peopleFailed') : undefined}
      hint={
        mastersChosen ? t('teams.form.peopleHint', { count: options.length }) : t('teams.form.chooseMasters')
      }
      noOptionsText={t('teams.form.noPeople')}
      disabled={!mastersChosen}
    />
  );
}
