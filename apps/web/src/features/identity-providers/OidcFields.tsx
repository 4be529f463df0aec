import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import type { ProviderControl } from './provider-control';

/** An OpenID Connect provider's own fields: where it is, who the academy is there, what it asks. */
export function OidcFields({
  control,
  slug,
  secretSet,
}: {
  control: ProviderControl;
  slug: string;
  secretSet: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('sso.form.callback')}{' '}
        <Box component="code">{`${window.location.origin}/api/auth/sso/${slug || '…'}/callback`}</Box>
      </Typography>
      <FormTextField control={control} name="issuer" type="url" label={t('sso.form.issuer')} required />
      <FormTextField control={control} name="clientId" label={t('sso.form.clientId')} required />
      <FormTextField
        control={control}
        name="clientSecret"
        type="password"
        autoComplete="new-password"
        label={t('sso.form.clientSecret')}
        helperText={secretSet ? t('sso.form.secretKept') : t('sso.form.secretHint')}
      />
      <FormTextField control={control} name="scopes" label={t('sso.form.scopes')} />
    </>
  );
}
