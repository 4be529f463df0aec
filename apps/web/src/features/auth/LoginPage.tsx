import { loginRequest } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormTextField } from '../../components/FormTextField';
import { useApiErrorMessage } from '../../lib/feedback';
import { useHydrated } from '../../lib/hydrated';
import { useSession } from '../../lib/session';
import { useLogin } from './login-api';
import { arrivedExpired, returnPathOf } from './login-redirect';
import { PageHeading } from './PageHeading';
import { PasswordTextField } from './PasswordTextField';
import { SingleSignOn } from './SingleSignOn';
import { ssoRefusalOf } from './sso-refusal';

export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const errorMessage = useApiErrorMessage();
  const login = useLogin();
  // drawn by the server, the form takes input once the app handles it: typed before, it would be
  // lost, and a plain submit would send the password in the address
  const hydrated = useHydrated();
  const untilHydrated = { htmlInput: { readOnly: !hydrated } };
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const email = useWatch({ control, name: 'email' });
  // the single sign-on's callback returns here with why it was refused
  const ssoRefusal = ssoRefusalOf(location.search);

  const submit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (result) => {
        session.signIn(result);
        navigate(returnPathOf(location), { replace: true });
      },
    }),
  );

  const expired = (session.expired || arrivedExpired(location)) && !login.isError;
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <PageHeading title={t('auth.login.title')} />
      {expired && <Alert severity="warning">{t('errors.expired-token')}</Alert>}
      {login.isError && <Alert severity="error">{errorMessage(login.error)}</Alert>}
      {ssoRefusal && !login.isError && <Alert severity="error">{t(`errors.${ssoRefusal}`)}</Alert>}
      <FormTextField
        control={control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        slotProps={untilHydrated}
      />
      <PasswordTextField
        control={control}
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        slotProps={untilHydrated}
      />
      <Link component={RouterLink} to="/recovery" variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {t('auth.login.forgot')}
      </Link>
      <Button type="submit" variant="contained" size="large" loading={login.isPending} disabled={!hydrated}>
        {t('auth.login.submit')}
      </Button>
      <SingleSignOn email={email} returnTo={returnPathOf(location)} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth.login.noAccount')}{' '}
        <Link component={RouterLink} to="/register">
          {t('auth.login.register')}
        </Link>
      </Typography>
    </Stack>
  );
}
