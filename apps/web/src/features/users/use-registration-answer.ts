import type { UserListItem } from '@academy/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../lib/api';
import { useApiErrorMessage, useConfirm, useSnackbar } from '../../lib/feedback';
import { useAnswerRegistrations, userKeys } from './api';

/**
 * Approves or rejects registrations, for one row or a selection: rejecting asks first (the
 * people cannot log in afterwards), the outcome is told in the snackbar, and when someone else
 * answered first or a person is gone the list is read again. Resolves true once answered.
 */
export function useRegistrationAnswer() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const mutation = useAnswerRegistrations();

  const answer = async (people: readonly UserListItem[], accept: boolean): Promise<boolean> => {
    const [first] = people;
    if (!first) return false;
    const one = people.length === 1;
    if (!accept) {
      const sure = await confirm({
        title: one ? t('usersCheck.rejectTitle') : t('usersCheck.rejectManyTitle', { count: people.length }),
        message: one
          ? t('usersCheck.rejectMessage', { name: first.name, email: first.email })
          : t('usersCheck.rejectManyMessage', { count: people.length }),
        confirmLabel: t('usersCheck.reject'),
        destructive: true,
      });
      if (!sure) return false;
    }
    try {
      await mutation.mutateAsync({ userIds: people.map((person) => person._id), accept });
    } catch (error) {
      snackbar.show(errorMessage(error), 'error');
      if (['conflict', 'user-not-found'].includes(errorKeyOf(error)))
        void queryClient.invalidateQueries({ queryKey: userKeys.pending });
      return false;
    }
    snackbar.show(
      one
        ? t(accept ? 'usersCheck.approved' : 'usersCheck.rejected', { name: first.name })
        : t(accept ? 'usersCheck.approvedMany' : 'usersCheck.rejectedMany', { count: people.length }),
    );
    return true;
  };

  return { answer, busy: mutation.isPending, answering: mutation.variables?.accept };
}
