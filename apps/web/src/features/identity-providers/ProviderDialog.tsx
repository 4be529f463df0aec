import { IDENTITY_PROVIDER_KINDS, type IdentityProvider } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExpandMore } from '@mui/icons-material';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { SwitchField } from '../../components/SwitchField';
import { useApiErrorMessage } from '../../lib/feedback';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';
import { useSaveIdentityProvider } from './api';
import { OidcFields } from './OidcFields';
import { CLAIMS, type ProviderForm, providerFormOf, providerFormSchema } from './provider-form';
import { SamlFields } from './SamlFields';

const fieldOf = sameNamedField([
  'kind',
  'name',
  'slug',
  'enabled',
  'domains',
  'requireSso',
  'issuer',
  'clientId',
  'clientSecret',
  'scopes',
  'idpMetadata',
  ...CLAIMS.map((claim) => `claims.${claim}` as const),
]);

/** A provider's settings in a dialog: who it is, where it is, which domains it takes, how its claims read. */
export function ProviderDialog({ provider, onClose }: { provider?: IdentityProvider; onClose(): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const errorMessage = useApiErrorMessage();
  const save = useSaveIdentityProvider(provider?._id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    ProviderForm,
    unknown,
    z.output<typeof providerFormSchema>
  >({
    resolver: zodResolver(providerFormSchema),
    defaultValues: providerFormOf(provider),
  });
  const [slug, kind] = useWatch({ control, name: ['slug', 'kind'] });
  const kindLabelId = useId();

  const submit = handleSubmit((form) => {
    setRefusal(null);
    save.mutate(form, {
      onSuccess: onClose,
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, fieldOf)) setRefusal(errorMessage(error));
      },
    });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t(provider ? 'sso.form.editTitle' : 'sso.form.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 0.5 }}>
            <FormTextField
              control={control}
              name="name"
              label={t('sso.form.name')}
              helperText={t('sso.form.nameHint')}
              required
              autoFocus
            />
            <FormTextField control={control} name="slug" label={t('sso.form.slug')} required />
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <FormControl disabled={Boolean(provider)}>
                  <FormLabel id={kindLabelId}>{t('sso.form.kind')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={kindLabelId}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                  >
                    {IDENTITY_PROVIDER_KINDS.map((kind) => (
                      <FormControlLabel
                        key={kind}
                        value={kind}
                        control={<Radio />}
                        label={t(`sso.kinds.${kind}`)}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            {kind === 'saml' ? (
              <SamlFields control={control} slug={slug} provider={provider} />
            ) : (
              <OidcFields control={control} slug={slug} secretSet={Boolean(provider?.clientSecretSet)} />
            )}
            <FormTextField
              control={control}
              name="domains"
              label={t('sso.form.domains')}
              helperText={t(kind === 'saml' ? 'sso.form.samlDomainsHint' : 'sso.form.domainsHint')}
            />
            <SwitchField
              control={control}
              name="requireSso"
              label={t('sso.form.requireSso')}
              hint={t('sso.form.requireSsoHint')}
            />
            <SwitchField control={control} name="enabled" label={t('sso.form.enabled')} />
            <Accordion variant="outlined" disableGutters>
              <AccordionSummary expandIcon={<ExpandMore />}>{t('sso.form.claims')}</AccordionSummary>
              <AccordionDetails>
                <Stack sx={{ gap: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('sso.form.claimsHint')}
                  </Typography>
                  {CLAIMS.map((claim) => (
                    <FormTextField
                      key={claim}
                      control={control}
                      name={`claims.${claim}`}
                      label={t(`sso.claims.${claim}`)}
                      size="small"
                    />
                  ))}
                </Stack>
              </AccordionDetails>
            </Accordion>
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
