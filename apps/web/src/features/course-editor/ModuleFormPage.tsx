import type { CourseDetail } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack } from '@mui/material';
import { useMemo } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedTextField } from '../../components/LocalizedTextField';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageHeader } from '../../components/PageHeader';
import { SwitchField } from '../../components/SwitchField';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useSaveErrorMessage } from '../../lib/edit-error';
import { useSnackbar } from '../../lib/feedback';
import { localized } from '../../lib/localized';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useRemoveModule, useSaveModule } from './api';
import { CourseLoader } from './CourseLoader';
import { useCoursesCrumb } from './courses-crumb';
import { FormActions } from './FormActions';
import { PositionField } from './fields/PositionField';
import { type ModuleForm, moduleFormSchema, moduleRequest, moduleValues } from './module-form';
import { editorPaths } from './paths';

/** A server path of a module save, as the form names it ('module.title.pt' -> 'title.pt'). */
const fieldOf = (path: string): FieldPath<ModuleForm> | null => {
  const field = path.replace(/^module\./, '');
  return /^(title\.(en|pt|es)|position|is_optional|renewal_part)$/.test(field)
    ? (field as FieldPath<ModuleForm>)
    : null;
};

/** /course/:courseId/module/create and /course/:courseId/module/edit/:moduleId */
export default function ModuleFormPage() {
  const { courseId = '', moduleId } = useParams();
  return (
    <CourseLoader courseId={courseId}>
      {(course) => {
        if (!moduleId) return <ModuleEditor course={course} />;
        const module = course.modules.find((item) => item._id === moduleId);
        return module ? (
          <ModuleEditor key={module._id} course={course} moduleId={module._id} />
        ) : (
          <NotFoundPage />
        );
      }}
    </CourseLoader>
  );
}

function ModuleEditor({ course, moduleId }: { course: CourseDetail; moduleId?: string }) {
  const { t, i18n } = useTranslation();
  const coursesCrumb = useCoursesCrumb();
  const navigate = useNavigate();
  const confirmThenAct = useConfirmThenAct();
  const { show } = useSnackbar();
  const errorMessage = useSaveErrorMessage(moduleId !== undefined);
  const save = useSaveModule();
  const remove = useRemoveModule();
  const saved = course.modules.find((item) => item._id === moduleId);
  const schema = useMemo(() => moduleFormSchema(course.langs), [course.langs]);
  const { control, handleSubmit, setError } = useForm<ModuleForm>({
    resolver: zodResolver(schema),
    defaultValues: moduleValues(saved),
  });
  const courseTitle = localized(course.title, i18n.language);
  const back = editorPaths.course(course._id);

  const submit = handleSubmit((form) =>
    save.mutate(moduleRequest(course._id, form, moduleId), {
      onSuccess: () => {
        show(t('courseEditor.module.saved'));
        navigate(back);
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, fieldOf);
        show(errorMessage(error), 'error');
      },
    }),
  );

  const askRemove = async () => {
    if (!moduleId) return;
    const title = saved ? localized(saved.title, i18n.language) : '';
    const removed = await confirmThenAct({
      title: t('courseEditor.module.removeTitle'),
      message: t('courseEditor.module.removeMessage', { title, count: saved?.lessons.length ?? 0 }),
      confirmLabel: t('courseEditor.remove'),
      destructive: true,
      act: () => remove.mutateAsync({ courseId: course._id, moduleId }),
      done: t('courseEditor.module.removed'),
    });
    if (removed) navigate(back);
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[coursesCrumb, { label: courseTitle, to: back }]}
        title={moduleId ? t('courseEditor.module.editTitle') : t('courseEditor.module.newTitle')}
      />
      {course.structure !== 'modular' ? (
        <Alert severity="warning">{t('errors.course-not-modular')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 3 }}>
            <LocalizedTextField
              control={control}
              name="title"
              label={t('courseEditor.module.title')}
              langs={course.langs}
              required
            />
            <SwitchField control={control} name="is_optional" label={t('courseEditor.field.isOptional')} />
            <SwitchField control={control} name="renewal_part" label={t('courseEditor.field.renewalPart')} />
            <PositionField control={control} name="position" />
            <FormActions
              cancelTo={back}
              busy={save.isPending || remove.isPending}
              onRemove={moduleId ? () => void askRemove() : undefined}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
