import { verifyCodeQuery } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../components/FormTextField';
import { useApiErrorMessage } from '../../lib/feedback';
import { useVerifyCode } from './api';
import { BackToLogin } from './BackToLogin';
import { PageHeading } from './PageHeading';
import type { ResetState } from './ResetPage';

/** Step 2 of the password reset: trade the mailed code for a reset token. */
export default function VerifyCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errorMessage = useApiErrorMessage();
  const verify = useVerifyCode();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(verifyCodeQuery),
    defaultValues: { email: params.get('email') ?? '', code: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit((query) =>
    verify.mutate(query, {
      // The token travels in router state, never in the URL, so it stays out of history and logs.
      onSuccess: ({ resetToken }) => navigate('/reset', { state: { resetToken } satisfies ResetState }),
    }),
  );

  // Decision 0005: the page never tells whether an account has this email, only where a code went if one does.
  const sentTo = params.get('email');
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <PageHeading title={t('recovery.codeTitle')}>
        {sentTo ? t('recovery.codeSent', { email: sentTo }) : t('recovery.codeIntro')}
      </PageHeading>
      {verify.isError && <Alert severity="error">{errorMessage(verify.error)}</Alert>}
      <FormTextField
        control={control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="code"
        label={t('recovery.code')}
        autoComplete="one-time-code"
        autoFocus={params.has('email')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
        {t('recovery.verify')}
      </Button>
      <Link component={RouterLink} to="/recovery" variant="body2" sx={{ textAlign: 'center' }}>
        {t('recovery.resend')}
      </Link>
      <BackToLogin />
    </Stack>
  );
}
