import { LANGUAGES, type SessionUser, type UserDetail } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AvatarField } from '../../components/AvatarField';
import { FormActions } from '../../components/FormActions';
import { FormTextField } from '../../components/FormTextField';
import { errorKeyOf } from '../../lib/api';
import { uploadAvatar } from '../../lib/avatar-upload';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { UserPhoneFields } from './UserPhoneFields';
import { UserPlaceFields } from './UserPlaceFields';
import {
  assignableTypes,
  newUserForm,
  type UserForm,
  userChangesOf,
  userFieldOf,
  userFormOf,
  userFormSchema,
} from './user-form';
import { useCreateUser, useUpdateUser, useUserCategories } from './user-queries';
import { userViewPath } from './user-view-tabs';

/**
 * A person's type, name, email, status, place, distributor, category, language, picture and phone.
 * The types offered are those the asker may give; a person of another type keeps his. A new picture
 * is uploaded when the form is saved. Saving opens the person's view; a new person is invited by mail.
 */
export function UserFormCard({ asker, user }: { asker: SessionUser; user?: UserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [uploading, setUploading] = useState(false);
  const [avatar, setAvatar] = useState<File | null | undefined>(undefined);
  const categories = useUserCategories();
  const types = assignableTypes(asker.type);
  const typeLocked = user !== undefined && !types.includes(user.type);
  const { control, handleSubmit, setError, setValue } = useForm<UserForm>({
    resolver: zodResolver(userFormSchema),
    defaultValues: user ? userFormOf(user) : newUserForm(asker),
  });
  const name = useWatch({ control, name: 'name' });

  const failed = (error: unknown) => {
    if (errorKeyOf(error) === 'email-taken' || errorKeyOf(error) === 'email-other-country')
      setError('email', { type: 'server', message: `errors.${errorKeyOf(error)}` });
    else applyServerFieldErrors(error, setError, userFieldOf);
    show(errorMessage(error), 'error');
  };

  const submit = handleSubmit(async (form) => {
    let avatarUrl: string | null | undefined = avatar === null ? null : undefined;
    if (avatar) {
      setUploading(true);
      try {
        avatarUrl = (await uploadAvatar(avatar)).url;
      } catch (error) {
        return failed(error);
      } finally {
        setUploading(false);
      }
    }
    const changes = userChangesOf(userFormSchema.parse(form), { avatar: avatarUrl });
    if (!user)
      return create.mutate(changes, {
        onSuccess: (saved) => {
          show(t('users.invited', { name: saved.name, email: saved.email }));
          navigate(userViewPath(saved._id), { replace: true });
        },
        onError: failed,
      });
    const { type, ...rest } = changes;
    update.mutate(
      { _id: user._id, ...rest, ...(!typeLocked && { type }) },
      {
        onSuccess: (saved) => {
          show(t('users.saved', { name: saved.name }));
          navigate(userViewPath(saved._id));
        },
        onError: failed,
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5 }}>
        <AvatarField name={name} current={user?.avatar ?? null} value={avatar} onChange={setAvatar} />
        <FormTextField
          control={control}
          name="name"
          label={t('users.form.name')}
          autoComplete="off"
          required
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('users.form.email')}
          autoComplete="off"
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <FormTextField
            control={control}
            name="type"
            select
            required
            label={t('users.form.type')}
            disabled={typeLocked}
            helperText={typeLocked ? t('users.form.typeLocked') : undefined}
          >
            {(typeLocked && user ? [user.type] : types).map((type) => (
              <MenuItem key={type} value={type}>
                {t(`users.type.${type}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="status" select label={t('users.form.status')}>
            <MenuItem value="enabled">{t('users.status.enabled')}</MenuItem>
            <MenuItem value="disabled">{t('users.status.disabled')}</MenuItem>
          </FormTextField>
        </Stack>
        <UserPlaceFields asker={asker} control={control} setValue={setValue} />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <FormTextField
            control={control}
            name="category"
            select
            label={t('users.form.category')}
            helperText={categories.isError ? t('users.form.categoriesFailed') : undefined}
          >
            <MenuItem value="">{t('users.form.none')}</MenuItem>
            {(categories.data ?? []).map((category) => (
              <MenuItem key={category.id} value={String(category.id)}>
                {category.title}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="lang" select label={t('users.form.language')}>
            <MenuItem value="">{t('users.form.none')}</MenuItem>
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`common.languages.${language}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Stack>
        <UserPhoneFields control={control} saved={user?.dialCode ?? null} />
        <FormActions
          cancelTo={user ? userViewPath(user._id) : '/users'}
          busy={uploading || create.isPending || update.isPending}
          busyText={t('users.saving')}
        />
      </Stack>
    </Paper>
  );
}
