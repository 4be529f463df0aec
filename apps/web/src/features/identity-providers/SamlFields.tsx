import type { IdentityProvider } from '@academy/domain';
import { UploadFile } from '@mui/icons-material';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { SiteAddressNotice } from '../../components/SiteAddressNotice';
import { formatDate } from '../../lib/format-date';
import { useSiteAddressUnset } from '../../lib/site-address';
import type { ProviderControl } from './provider-control';

/**
 * A SAML provider's own fields: the academy's addresses to give the provider's administrator (the
 * configured site address's, so the notice says when it is unset), and the provider's metadata
 * XML, pasted or read from its file; a change may keep the one imported.
 */
export function SamlFields({
  control,
  slug,
  provider,
}: {
  control: ProviderControl;
  slug: string;
  provider?: IdentityProvider;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const { field } = useController({ control, name: 'idpMetadata' });
  const base = `${window.location.origin}/api/auth/sso/${slug || '…'}`;
  const imported = provider?.kind === 'saml' ? provider : undefined;
  const siteAddressUnset = useSiteAddressUnset(true);

  const readFile = async (file: File | undefined) => {
    if (file) field.onChange(await file.text());
  };

  return (
    <>
      {siteAddressUnset.data && <SiteAddressNotice settingsAt="/settings" />}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('sso.form.samlMetadataAddress')} <Box component="code">{`${base}/metadata`}</Box>
        <br />
        {t('sso.form.samlAcs')} <Box component="code">{`${base}/acs`}</Box>
      </Typography>
      {imported && (
        <Stack sx={{ gap: 0.5 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('sso.form.samlImported', { entityId: imported.issuer })}
          </Typography>
          {imported.certificates?.map((certificate) => (
            <Typography
              key={certificate.fingerprint}
              variant="body2"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {t('sso.form.samlCertificate', {
                fingerprint: certificate.fingerprint,
                date: formatDate(certificate.expiresAt),
              })}
            </Typography>
          ))}
        </Stack>
      )}
      <FormTextField
        control={control}
        name="idpMetadata"
        label={t('sso.form.samlIdpMetadata')}
        helperText={imported ? t('sso.form.samlMetadataKept') : t('sso.form.samlMetadataHint')}
        required={!imported}
        multiline
        minRows={3}
        maxRows={8}
        slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 12 } } }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFile />}
        onClick={() => fileInput.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('sso.form.samlMetadataFile')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
        hidden
        onChange={(event) => void readFile(event.target.files?.[0])}
      />
    </>
  );
}
