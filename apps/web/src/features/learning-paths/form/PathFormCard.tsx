import { LANGUAGES, LEARNING_PATH_STATUSES, type LearningPathDetail } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, Paper, Stack } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/FormActions';
import { FormTextField } from '../../../components/FormTextField';
import { LocalizedTextField } from '../../../components/LocalizedTextField';
import { SwitchField } from '../../../components/SwitchField';
import { TeamsField } from '../../../components/TeamsField';
import { ApiError } from '../../../lib/api';
import { useApiErrorMessage, useSnackbar } from '../../../lib/feedback';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useSavePath } from '../api';
import { PATH_LIST_PATH } from '../path-links';
import { usePathText } from '../usePathText';
import { CoursesField } from './CoursesField';
import {
  emptyPathForm,
  PATH_NEEDS_TEAMS,
  type PathForm,
  pathFieldOf,
  pathFormOf,
  pathFormSchema,
  pathRequestOf,
} from './path-form';

/**
 * A learning path's title and description in every language, status, audience (open to all or
 * chosen teams), order rule and ordered courses. Saving goes back to the list.
 */
export function PathFormCard({ path }: { path?: LearningPathDetail }) {
  const { t } = useTranslation();
  const text = usePathText();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSavePath();
  const { control, handleSubmit, setError } = useForm<PathForm>({
    resolver: zodResolver(pathFormSchema),
    defaultValues: path ? pathFormOf(path) : emptyPathForm(),
  });
  const openToAll = useWatch({ control, name: 'openToAll' });

  const submit = handleSubmit((form) =>
    save.mutate(
      { id: path?._id, path: pathRequestOf(form) },
      {
        onSuccess: (saved) => {
          show(t('learningPaths.saved', { title: text(saved.title) }));
          navigate(PATH_LIST_PATH);
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, pathFieldOf);
          if (error instanceof ApiError && error.key === 'learning-path-needs-teams')
            setError('teams', { type: 'server', message: PATH_NEEDS_TEAMS });
          show(errorMessage(error), 'error');
        },
      },
    ),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5 }}>
        <LocalizedTextField
          control={control}
          name="title"
          label={t('learningPaths.form.title')}
          langs={LANGUAGES}
          required
        />
        <LocalizedTextField
          control={control}
          name="description"
          label={t('learningPaths.form.description')}
          langs={LANGUAGES}
          multiline
        />
        <FormTextField
          control={control}
          name="status"
          select
          label={t('learningPaths.form.status')}
          helperText={t('learningPaths.form.statusHint')}
          sx={{ maxWidth: { sm: 320 } }}
        >
          {LEARNING_PATH_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`learningPaths.status.${status}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <SwitchField
          control={control}
          name="openToAll"
          label={t('learningPaths.form.openToAll')}
          hint={t('learningPaths.form.openToAllHint')}
        />
        {!openToAll && (
          <TeamsField
            control={control}
            name="teams"
            known={path?.teams}
            hint={t('learningPaths.form.teamsHint')}
          />
        )}
        <SwitchField
          control={control}
          name="enforceOrder"
          label={t('learningPaths.form.enforceOrder')}
          hint={t('learningPaths.form.enforceOrderHint')}
        />
        <CoursesField control={control} current={path?.courses ?? []} />
        <FormActions cancelTo={PATH_LIST_PATH} busy={save.isPending} busyText={t('learningPaths.saving')} />
      </Stack>
    </Paper>
  );
}
