import { type Entrance, type SaveEntranceRequest, saveEntranceRequest } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { uploadPicture } from '../../lib/avatar-upload';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';
import { useSaveEntrance } from './api';

/** The entrance's address and colour; its public address once it has one. */
export function EntranceForm({ entrance }: { entrance: Entrance }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSaveEntrance(entrance.distributor._id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm<
    SaveEntranceRequest,
    unknown,
    z.output<typeof saveEntranceRequest>
  >({
    resolver: zodResolver(saveEntranceRequest),
    defaultValues: {
      slug: entrance.slug ?? '',
      brandColour: entrance.brandColour ?? '',
      logo: entrance.logo,
    },
  });
  const colour = useWatch({ control, name: 'brandColour' });
  const logo = useWatch({ control, name: 'logo' });
  const [uploading, setUploading] = useState(false);
  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setValue('logo', (await uploadPicture(file, 'distributor_logo')).url, { shouldDirty: true });
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const submit = handleSubmit((form) => {
    setRefusal(null);
    save.mutate(
      { ...form, brandColour: form.brandColour || null },
      {
        onSuccess: () => show(t('entrance.saved'), 'success'),
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, sameNamedField(['slug', 'brandColour'] as const)))
            setRefusal(errorMessage(error));
        },
      },
    );
  });
  const address = entrance.slug ? `${window.location.origin}/join/${entrance.slug}` : null;
  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      <Typography component="h2" variant="h6">
        {t('entrance.page')}
      </Typography>
      {address && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('entrance.address')} <Link href={address}>{address}</Link>
        </Typography>
      )}
      <FormTextField
        control={control}
        name="slug"
        label={t('entrance.slug')}
        helperText={t('entrance.slugHint')}
        required
      />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="brandColour"
          label={t('entrance.colour')}
          helperText={t('entrance.colourHint')}
        />
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            mt: 1,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: /^#[0-9a-f]{6}$/i.test(colour ?? '') ? colour : 'transparent',
          }}
        />
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {logo && (
          <Box
            component="img"
            src={logo}
            alt={t('entrance.logoAlt')}
            sx={{ height: 48, maxWidth: 160, objectFit: 'contain' }}
          />
        )}
        <Button component="label" variant="outlined" loading={uploading}>
          {t(logo ? 'entrance.changeLogo' : 'entrance.addLogo')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            onChange={(event) => void chooseLogo(event.target.files?.[0])}
          />
        </Button>
        {logo && (
          <Button color="inherit" onClick={() => setValue('logo', null, { shouldDirty: true })}>
            {t('entrance.removeLogo')}
          </Button>
        )}
      </Stack>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('common.save')}
      </Button>
    </Stack>
  );
}
