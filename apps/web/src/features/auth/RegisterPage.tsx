import { isLanguage } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../components/FormTextField';
import { errorKeyOf } from '../../lib/api';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';
import { useRegister } from './api';
import { GeographyFields } from './GeographyFields';
import { PageHeading } from './PageHeading';
import { PasswordTextField } from './PasswordTextField';
import { PrivacyCheckbox } from './PrivacyCheckbox';
import { RegisterDone } from './RegisterDone';
import { type RegisterFormInput, registerForm } from './register-form';

const FIELDS = [
  'name',
  'email',
  'password',
  'confirmation',
  'country',
  'state',
  'master',
  'privacy',
] as const;

/** Failures with a message of their own (spec section 8); anything else is "please try again". */
const KNOWN_FAILURES = new Set(['email-taken', 'email-other-country']);

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const register = useRegister();
  const { control, handleSubmit, setValue, setError, getValues } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmation: '',
      country: '',
      state: '',
      master: '',
    },
    mode: 'onTouched',
  });

  const submit = handleSubmit((values) =>
    register.mutate(
      { ...values, lang: isLanguage(i18n.language) ? i18n.language : undefined },
      {
        onError: (error) => {
          if (KNOWN_FAILURES.has(errorKeyOf(error))) setError('email', { type: 'server', message: '' });
          applyServerFieldErrors(error, setError, sameNamedField(FIELDS));
        },
      },
    ),
  );

  if (register.isSuccess) return <RegisterDone name={getValues('name').trim()} />;

  const failure = register.isError ? errorKeyOf(register.error) : null;
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <PageHeading title={t('register.title')}>{t('register.intro')}</PageHeading>
      <FormTextField control={control} name="name" label={t('register.name')} autoComplete="name" />
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
        autoComplete="new-password"
        helperText={t('auth.passwordHint')}
      />
      <PasswordTextField
        control={control}
        name="confirmation"
        label={t('register.confirmation')}
        autoComplete="new-password"
      />
      <GeographyFields control={control} setValue={setValue} />
      <PrivacyCheckbox control={control} />
      {failure && (
        <Alert severity="error">
          {KNOWN_FAILURES.has(failure) ? t(`errors.${failure}`) : t('register.failed')}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={register.isPending}>
        {t('register.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('auth.login.submit')}
        </Link>
      </Typography>
    </Stack>
  );
}
