import LockResetIcon from '@mui/icons-material/LockReset';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiErrorMessage, useConfirm, useSnackbar } from '../../lib/feedback';
import { useRequestResetCode } from '../../lib/password-reset';

/** Mails the user a reset code and opens the page where he types it. */
export function ResetPasswordButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const request = useRequestResetCode();

  const start = async () => {
    const go = await confirm({
      title: t('profile.data.resetPassword'),
      message: t('profile.data.resetPasswordConfirm', { email }),
      confirmLabel: t('profile.data.sendCode'),
    });
    if (!go) return;
    request.mutate(email, {
      onSuccess: () => navigate(`/verify-code?${new URLSearchParams({ email })}`),
      onError: (error) => show(errorMessage(error), 'error'),
    });
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
