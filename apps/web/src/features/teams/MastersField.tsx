import type { TeamMaster } from '@academy/domain';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoicesField } from '../../components/ChoicesField';
import { localized } from '../../lib/localized';
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
  const masters = useTeamMasters();
  const byId = new Map([...current, ...(masters.data ?? [])].map((master) => [master._id, master]));
  const labelOf = (id: string) => {
    const master = byId.get(id);
    if (!master) return undefined;
    const place = [localized(master.countryName, i18n.language), master.state].filter(Boolean).join(' · ');
    return `${master.name} (${place})`;
  };
  return (
    <ChoicesField
      control={control}
      name="masters"
      label={t('teams.form.masters')}
      options={(masters.data ?? []).map((master) => master._id)}
      labelOf={labelOf}
      loading={masters.isPending}
      failed={masters.isError ? t('teams.form.mastersFailed') : undefined}
      hint={t('teams.form.mastersHint')}
      noOptionsText={t('teams.form.noMasters')}
      required
      onChosen={onChosen}
    />
  );
}
