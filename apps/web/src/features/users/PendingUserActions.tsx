import type { UserListItem } from '@academy/domain';
import { Check, Close } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../lib/api';
import { useApiErrorMessage, useConfirm, useSnackbar } from '../../lib/feedback';
import { useAnswerRegistration, userKeys } from './api';

/**
 * Approve and Reject for one registration. Each row has its own mutation, so answering one row
 * never disables the others. Rejecting asks first: the person cannot log in afterwards.
 */
export function PendingUserActions({ user }: { user: UserListItem }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const answer = useAnswerRegistration();

  const send = (accept: boolean) =>
    answer.mutate(
      { userId: user._id, accept },
      {
        onSuccess: () =>
          snackbar.show(t(accept ? 'usersCheck.approved' : 'usersCheck.rejected', { name: user.name })),
        onError: (error) => {
          snackbar.show(errorMessage(error), 'error');
          // Someone else answered first, or the user is gone: show the list as it is now.
          if (['conflict', 'user-not-found'].includes(errorKeyOf(error)))
            void queryClient.invalidateQueries({ queryKey: userKeys.pending });
        },
      },
    );

  const reject = async () => {
    const sure = await confirm({
      title: t('usersCheck.rejectTitle'),
      message: t('usersCheck.rejectMessage', { name: user.name, email: user.email }),
      confirmLabel: t('usersCheck.reject'),
      destructive: true,
    });
    if (sure) send(false);
  };

  const busy = answer.isPending;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        variant="contained"
        size="small"
        startIcon={<Check />}
        onClick={() => send(true)}
        loading={busy && answer.variables?.accept === true}
        disabled={busy}
        aria-label={t('usersCheck.approveUser', { name: user.name })}
      >
        {t('usersCheck.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<Close />}
        onClick={() => void reject()}
        loading={busy && answer.variables?.accept === false}
        disabled={busy}
        aria-label={t('usersCheck.rejectUser', { name: user.name })}
      >
        {t('usersCheck.reject')}
      </Button>
    </Stack>
  );
}
