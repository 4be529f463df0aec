import type { AssignmentRow } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { useConfirmThenAct } from '../../../lib/confirm-then-act';
import { useWithdrawAssignment } from '../api';

/**
 * Withdrawing a person's assignment, asked first: resolves true once it is withdrawn. What he
 * completed stays his, and the question says so.
 */
export function useWithdrawFlow() {
  const { t } = useTranslation();
  const confirmThenAct = useConfirmThenAct();
  const withdraw = useWithdrawAssignment();
  const ask = (row: AssignmentRow) => {
    const names = { name: row.user.name, title: row.item.title };
    return confirmThenAct({
      title: t('assignments.withdrawTitle'),
      message: t('assignments.withdrawMessage', names),
      confirmLabel: t('assignments.withdraw'),
      destructive: true,
      act: () => withdraw.mutateAsync(row._id),
      done: t('assignments.withdrawn', names),
    });
  };
  return { ask, busy: withdraw.isPending };
}
