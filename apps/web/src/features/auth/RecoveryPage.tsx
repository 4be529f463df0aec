import { resetTokenRequest } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../components/FormTextField';
import { useApiErrorMessage } from '../../lib/feedback';
import { useRequestResetCode } from '../../lib/password-reset';
import { BackToLogin } from './BackToLogin';
import { PageHeading } from './PageHeading';

/**
 * Step 1 of the password reset: ask for a code by email. The invitation mail of an account made
 * by an admin links here with `?email=`, so the invited person only has to press the button.
 */
export default function RecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const errorMessage = useApiErrorMessage();
  const request = useRequestResetCode();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(resetTokenRequest),
    defaultValues: { email: searchParams.get('email') ?? '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => navigate(`/verify-code?${new URLSearchParams({ email })}`),
    }),
  );

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <PageHeading title={t('recovery.title')}>{t('recovery.intro')}</PageHeading>
      {request.isError && <Alert severity="error">{errorMessage(request.error)}</Alert>}
      <FormTextField
        control={control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" variant="contained" size="large" loading={request.isPending}>
        {t('recovery.submit')}
      </Button>
      <BackToLogin />
    </Stack>
  );
}
