import { useTranslation } from 'react-i18next';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useRemoveTeam } from './api';

/**
 * Removing a team, asked first: resolves true once it is gone. Its people keep their accounts,
 * and the question says so.
 */
export function useRemoveTeamFlow() {
  const { t } = useTranslation();
  const confirmThenAct = useConfirmThenAct();
  const remove = useRemoveTeam();
  const ask = (team: { _id: string; name: string }) =>
    confirmThenAct({
      title: t('teams.removeTitle'),
      message: t('teams.removeMessage', { name: team.name }),
      confirmLabel: t('teams.remove'),
      destructive: true,
      act: () => remove.mutateAsync(team._id),
      done: t('teams.removed', { name: team.name }),
    });
  return { ask, busy: remove.isPending };
}
