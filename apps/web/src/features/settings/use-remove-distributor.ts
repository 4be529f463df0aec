import { useTranslation } from 'react-i18next';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { countDistributorUsers, useRemoveDistributor } from './api';

/**
 * Removing a distributor disables its users: the confirmation first says how many (asked of the
 * server just before), then the removal says how many it disabled. Resolves true once removed.
 */
export function useAskRemoveDistributor() {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const confirmThenAct = useConfirmThenAct();
  const remove = useRemoveDistributor();
  const ask = async (distributor: { _id: string; countryId: string; name: string }) => {
    let users: number;
    try {
      users = (await countDistributorUsers(distributor.countryId, distributor._id)).users;
    } catch (error) {
      show(errorMessage(error), 'error');
      return false;
    }
    let disabled = 0;
    const removed = await confirmThenAct({
      title: t('settings.distributors.removeTitle'),
      message: t('settings.distributors.removeMessage', { name: distributor.name, count: users }),
      confirmLabel: t('settings.remove'),
      destructive: true,
      act: async () => {
        disabled = (await remove.mutateAsync({ countryId: distributor.countryId, id: distributor._id }))
          .disabledUsers;
      },
    });
    if (removed) show(t('settings.distributors.removed', { name: distributor.name, count: disabled }));
    return removed;
  };
  return { ask, busy: remove.isPending };
}
