import { loginRequest } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../components/FormTextField';
import { errorKeyOf } from '../../lib/api';
import { useApiErrorMessage } from '../../lib/feedback';
import { setMaintenanceBypass } from '../../lib/maintenance';
import { useSession } from '../../lib/session';
import { useLogin } from './login-api';
import { PasswordTextField } from './PasswordTextField';

/**
 * The admin's way past maintenance. Only an admin gets in: anyone else, like a wrong password,
 * reads "Wrong password" (spec section 8), so the form tells nobody which accounts exist.
 */
export function MaintenanceAdminForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const errorMessage = useApiErrorMessage();
  const login = useLogin();
  const [refused, setRefused] = useState(false);
  const titleId = useId();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit((credentials) => {
    setRefused(false);
    login.mutate(credentials, {
      onSuccess: (result) => {
        if (result.type !== 'admin') {
          setRefused(true);
          return;
        }
        setMaintenanceBypass(true);
        session.signIn(result);
        navigate('/', { replace: true });
      },
    });
  });

  const failure = login.isError ? errorKeyOf(login.error) : null;
  const wrongPassword = refused || (failure !== null && failure !== 'rate-limited' && failure !== 'internal');
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('maintenance.adminTitle')}
      </Typography>
      {wrongPassword && <Alert severity="error">{t('maintenance.wrongPassword')}</Alert>}
      {!wrongPassword && login.isError && <Alert severity="error">{errorMessage(login.error)}</Alert>}
      <FormTextField
        control={control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
      />
      <PasswordTextField
        control={control}
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        {t('maintenance.submit')}
      </Button>
    </Stack>
  );
}
