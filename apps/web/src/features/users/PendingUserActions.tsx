import type { UserListItem } from '@academy/domain';
import { Check, Close } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRegistrationAnswer } from './use-registration-answer';

/**
 * Approve and Reject for one registration. Each row has its own mutation, so answering one row
 * never disables the others.
 */
export function PendingUserActions({ user }: { user: UserListItem }) {
  const { t } = useTranslation();
  const { answer, busy, answering } = useRegistrationAnswer();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        variant="contained"
        size="small"
        startIcon={<Check />}
        onClick={() => void answer([user], true)}
        loading={busy && answering === true}
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
        onClick={() => void answer([user], false)}
        loading={busy && answering === false}
        disabled={busy}
        aria-label={t('usersCheck.rejectUser', { name: user.name })}
      >
        {t('usersCheck.reject')}
      </Button>
    </Stack>
  );
}
