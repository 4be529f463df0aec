import { useTranslation } from 'react-i18next';
import { useConfirmThenAct } from '../../../lib/confirm-then-act';
import { useRemoveRule } from '../api';

/**
 * Removing a rule, asked first: resolves true once it is gone. The assignments it made stay, and
 * the question says so.
 */
export function useRemoveRuleFlow() {
  const { t } = useTranslation();
  const confirmThenAct = useConfirmThenAct();
  const remove = useRemoveRule();
  const ask = (rule: { _id: string; name: string }) =>
    confirmThenAct({
      title: t('assignments.rules.removeTitle'),
      message: t('assignments.rules.removeMessage', { name: rule.name }),
      confirmLabel: t('assignments.rules.remove'),
      destructive: true,
      act: () => remove.mutateAsync(rule._id),
      done: t('assignments.rules.removed', { name: rule.name }),
    });
  return { ask, busy: remove.isPending };
}
