import { isLanguage, registerInvitedRequest } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { PageSpinner } from '../../components/PageSpinner';
import { errorKeyOf } from '../../lib/api';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';
import { EntranceBrand } from './EntranceBrand';
import { useEntrance, useRegisterInvited } from './join-api';
import LoginPage from './LoginPage';
import { PageHeading } from './PageHeading';
import { PasswordTextField } from './PasswordTextField';
import { PrivacyCheckbox } from './PrivacyCheckbox';

const FIELDS = ['name', 'email', 'password', 'confirmation', 'privacy'] as const;
type JoinForm = z.input<typeof registerInvitedRequest>;

/**
 * /join/<slug> and /join/<slug>/<code>: a distributor's own entrance. With an invitation's code it
 * registers the person straight into the distributor (no approval to wait for); without one it is
 * the sign-in, under the distributor's name and colour.
 */
export default function JoinPage() {
  const { t } = useTranslation();
  const { slug = '', code } = useParams();
  const entrance = useEntrance(slug, code);

  if (entrance.isPending) return <PageSpinner />;
  if (entrance.isError)
    return (
      <Stack spacing={2.5}>
        <PageHeading title={t(code ? 'join.invalidTitle' : 'join.unknownTitle')}>
          {t(code ? 'join.invalidHint' : 'join.unknownHint')}
        </PageHeading>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('auth.login.submit')}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={2.5}>
      <EntranceBrand entrance={entrance.data} />
      {code ? <InvitedRegistration code={code} distributor={entrance.data.name} /> : <LoginPage />}
    </Stack>
  );
}

function InvitedRegistration({ code, distributor }: { code: string; distributor: string }) {
  const { t, i18n } = useTranslation();
  const join = useRegisterInvited();
  const { control, handleSubmit, setError } = useForm<JoinForm>({
    resolver: zodResolver(registerInvitedRequest),
    defaultValues: { code, name: '', email: '', password: '', confirmation: '' },
    mode: 'onTouched',
  });
  const submit = handleSubmit((values) =>
    join.mutate(
      { ...values, lang: isLanguage(i18n.language) ? i18n.language : undefined },
      { onError: (error) => applyServerFieldErrors(error, setError, sameNamedField(FIELDS)) },
    ),
  );

  if (join.isSuccess)
    return (
      <Stack spacing={2.5}>
        <PageHeading title={t('join.doneTitle', { distributor })}>{t('join.doneHint')}</PageHeading>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {t('auth.login.submit')}
        </Button>
      </Stack>
    );

  const failure = join.isError ? errorKeyOf(join.error) : null;
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <PageHeading title={t('join.title', { distributor })}>{t('join.intro', { distributor })}</PageHeading>
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
      <PrivacyCheckbox control={control} />
      {failure && failure !== 'validation-failed' && <Alert severity="error">{t(`errors.${failure}`)}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={join.isPending}>
        {t('join.submit')}
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
