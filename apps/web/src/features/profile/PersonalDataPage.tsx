import type { Profile } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AvatarField } from '../../components/AvatarField';
import { FormTextField } from '../../components/FormTextField';
import { LoadError } from '../../components/LoadError';
import { dialCodeOptions } from '../../lib/dial-codes';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { useCountries } from '../../lib/geography';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';
import { useSession } from '../../lib/session';
import { useProfile, useSaveProfile } from './api';
import { LogoutButton } from './LogoutButton';
import { ProfileSection } from './ProfileSection';
import { PROFILE_FORM_FIELDS, type ProfileForm, profileFormSchema, profileFormValues } from './profile-form';
import { ResetPasswordButton } from './ResetPasswordButton';

/** /profile/data: name, phone and picture; password reset and logout. */
export default function PersonalDataPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <ProfileSection title={t('profile.data.title')}>
      {profile.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : profile.isError ? (
        <LoadError message={t('profile.data.loadFailed')} onRetry={() => void profile.refetch()} />
      ) : (
        <PersonalDataForm profile={profile.data} />
      )}
    </ProfileSection>
  );
}

function PersonalDataForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const { refresh } = useSession();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSaveProfile();
  const countries = useCountries();
  const [avatar, setAvatar] = useState<File | null | undefined>(undefined);
  const { control, handleSubmit, setError, reset } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  const name = useWatch({ control, name: 'name' });
  const dialCodes = dialCodeOptions(countries.data ?? [], i18n.language);
  // a saved code no country has any more still shows, so saving does not lose it silently
  const savedCode = profile.dialCode;
  if (savedCode && !dialCodes.some((option) => option.code === savedCode)) {
    dialCodes.unshift({ code: savedCode, label: savedCode });
  }

  const submit = handleSubmit((values) => {
    save.mutate(
      { name: values.name, dialCode: values.dialCode || null, phone: values.phone || null, avatar },
      {
        onSuccess: ({ profile: saved, avatarDropped }) => {
          reset(profileFormValues(saved));
          setAvatar(undefined);
          show(
            avatarDropped ? t('profile.data.avatarDropped') : t('profile.data.saved'),
            avatarDropped ? 'warning' : 'success',
          );
          void refresh();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, sameNamedField(PROFILE_FORM_FIELDS)))
            show(errorMessage(error), 'error');
        },
      },
    );
  });

  return (
    <Stack sx={{ gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5 }}>
          <AvatarField name={name} current={profile.avatar} value={avatar} onChange={setAvatar} />
          <FormTextField
            control={control}
            name="name"
            label={t('profile.data.name')}
            autoComplete="name"
            required
          />
          <TextField
            label={t('profile.data.email')}
            value={profile.email}
            slotProps={{ input: { readOnly: true } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <FormTextField
              control={control}
              name="dialCode"
              select
              label={t('profile.data.dialCode')}
              sx={{ flex: { sm: '0 0 45%' } }}
              helperText={countries.isError ? t('profile.data.dialCodesFailed') : undefined}
            >
              <MenuItem value="">{t('profile.data.noDialCode')}</MenuItem>
              {dialCodes.map((option) => (
                <MenuItem key={option.code} value={option.code}>
                  {option.label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="phone"
              label={t('profile.data.phone')}
              type="tel"
              autoComplete="tel-national"
            />
          </Stack>
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('common.save')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <ResetPasswordButton email={profile.email} />
        <LogoutButton />
      </Stack>
    </Stack>
  );
}
