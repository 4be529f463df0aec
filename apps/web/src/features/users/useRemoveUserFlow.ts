import { useTranslation } from 'react-i18next';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useRemoveUser } from './user-queries';

/**
 * Removing a person, asked first: resolves true once it is done. The account is anonymised while
 * his progress and certificates stay for the reports, and the question says so.
 */
export function useRemoveUserFlow() {
  const { t } = useTranslation();
  const confirmThenAct = useConfirmThenAct();
  const remove = useRemoveUser();
  const ask = (user: { _id: string; name: string }) =>
    confirmThenAct({
      title: t('users.removeTitle'),
      message: t('users.removeMessage', { name: user.name }),
      confirmLabel: t('users.remove'),
      destructive: true,
      act: () => remove.mutateAsync(user._id),
      done: t('users.removed', { name: user.name }),
    });
  return { ask, busy: remove.isPending };
}
