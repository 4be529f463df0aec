import { useTranslation } from 'react-i18next';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useRemovePath } from './api';

/**
 * Removing a learning path, asked first: resolves true once it is gone. Its courses and the
 * learners' progress in them stay, and the question says so.
 */
export function useRemovePathFlow() {
  const { t } = useTranslation();
  const confirmThenAct = useConfirmThenAct();
  const remove = useRemovePath();
  const ask = (path: { _id: string; title: string }) =>
    confirmThenAct({
      title: t('learningPaths.removeTitle'),
      message: t('learningPaths.removeMessage', { title: path.title }),
      confirmLabel: t('learningPaths.remove'),
      destructive: true,
      act: () => remove.mutateAsync(path._id),
      done: t('learningPaths.removed', { title: path.title }),
    });
  return { ask, busy: remove.isPending };
}
