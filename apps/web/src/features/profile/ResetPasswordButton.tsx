import LockResetIcon from '@mui/icons-material/LockReset';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useRequestResetCode } from '../../lib/password-reset';

/** Mails the user a reset code and opens the page where he types it. */
export function ResetPasswordButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmThenAct = useConfirmThenAct();
  const request = useRequestResetCode();

  const start = async () => {
    const sent = await confirmThenAct({
      title: t('profile.data.resetPassword'),
      message: t('profile.data.resetPasswordConfirm', { email }),
      confirmLabel: t('profile.data.sendCode'),
      act: () => request.mutateAsync(email),
    });
    if (sent) navigate(`/verify-code?${new URLSearchParams({ email })}`);
  };

  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<LockResetIcon />}
      disabled={request.isPending}
      onClick={() => void start()}
    >
      {t('profile.data.resetPassword')}
    </Button>
  );
}
