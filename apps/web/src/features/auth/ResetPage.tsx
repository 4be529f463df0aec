import { changePasswordRequest } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { errorKeyOf } from '../../lib/api';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { useChangePassword } from './api';
import { BackToLogin } from './BackToLogin';
import { PageHeading } from './PageHeading';
import { PasswordTextField } from './PasswordTextField';

/** Router state /verify-code hands to this page. */
export interface ResetState {
  resetToken: string;
}

const resetTokenOf = (state: unknown): string | null => {
  const token = (state as Partial<ResetState> | null)?.resetToken;
  return typeof token === 'string' && token !== '' ? token : null;
};

/** Step 3 of the password reset: choose the new password. */
export default function ResetPage() {
  const location = useLocation();
  const resetToken = resetTokenOf(location.state);
  const change = useChangePassword();
  if (!resetToken || errorKeyOf(change.error) === 'invalid-link') return <InvalidLink />;
  return <NewPasswordForm resetToken={resetToken} change={change} />;
}

function NewPasswordForm({
  resetToken,
  change,
}: {
  resetToken: string;
  change: ReturnType<typeof useChangePassword>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { resetToken, password: '', confirmation: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        snackbar.show(t('recovery.changed'));
        navigate('/login', { replace: true });
      },
    }),
  );

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <PageHeading title={t('recovery.resetTitle')}>{t('recovery.resetIntro')}</PageHeading>
      {change.isError && <Alert severity="error">{errorMessage(change.error)}</Alert>}
      <PasswordTextField
        control={control}
        name="password"
        label={t('recovery.newPassword')}
        autoComplete="new-password"
        helperText={t('auth.passwordHint')}
      />
      <PasswordTextField
        control={control}
        name="confirmation"
        label={t('recovery.confirmation')}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={change.isPending}>
        {t('recovery.save')}
      </Button>
      <BackToLogin />
    </Stack>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <PageHeading title={t('errors.invalid-link')} />
      <Alert severity="warning">{t('recovery.invalidLinkHelp')}</Alert>
      <Button component={RouterLink} to="/recovery" variant="contained" size="large">
        {t('recovery.requestNew')}
      </Button>
      <BackToLogin />
    </Stack>
  );
}
