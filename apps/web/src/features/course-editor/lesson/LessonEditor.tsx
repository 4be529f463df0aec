import {
  type CourseDetail,
  type ExamAnswers,
  LESSON_KINDS,
  type LessonKind,
  type LessonView,
} from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { type FieldPath, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedTextField } from '../../../components/LocalizedTextField';
import { PageHeader } from '../../../components/PageHeader';
import { SwitchField } from '../../../components/SwitchField';
import { useConfirmThenAct } from '../../../lib/confirm-then-act';
import { useSaveErrorMessage } from '../../../lib/edit-error';
import { useSnackbar } from '../../../lib/feedback';
import { localized } from '../../../lib/localized';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useRemoveLesson, useSaveLesson } from '../api';
import { useCoursesCrumb } from '../courses-crumb';
import { FormActions } from '../FormActions';
import { ChoiceField } from '../fields/ChoiceField';
import { LocalizedFileField } from '../fields/LocalizedFileField';
import { PositionField } from '../fields/PositionField';
import { type LessonForm, lessonFormSchema, lessonValues } from '../lesson-form';
import { editorPaths } from '../paths';
import { UploadFailed, uploadErrorKey } from '../uploads';
import { ExamSettingsFields } from './ExamSettingsFields';
import { MaterialsEditor } from './MaterialsEditor';
import { PackageContentField } from './PackageContentField';
import { QuestionsEditor } from './QuestionsEditor';
import { VideoContentField } from './VideoContentField';

interface Props {
  course: CourseDetail;
  moduleId: string | null;
  /** absent on create */
  lesson?: LessonView;
  /** an exam's questions with their answer keys */
  exam?: ExamAnswers;
}

/** A section of the lesson form with its own heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Creates or edits a video, pdf, exam or package lesson (the kind is chosen on create). On save every new
 * file is uploaded, then the lesson is saved; the page goes back to the course.
 */
export function LessonEditor({ course, moduleId, lesson, exam }: Props) {
  const { t, i18n } = useTranslation();
  const coursesCrumb = useCoursesCrumb();
  const navigate = useNavigate();
  const confirmThenAct = useConfirmThenAct();
  const { show } = useSnackbar();
  const errorMessage = useSaveErrorMessage(lesson !== undefined);
  const save = useSaveLesson();
  const remove = useRemoveLesson();
  const langs = course.langs;
  const schema = useMemo(() => lessonFormSchema(langs), [langs]);
  const form = useForm<LessonForm>({
    resolver: zodResolver(schema),
    defaultValues: lessonValues('video', lesson, exam),
  });
  const { control, handleSubmit, setError, getValues } = form;
  const kind = useWatch({ control, name: 'kind' });
  const back = editorPaths.course(course._id);
  const module = course.modules.find((item) => item._id === moduleId);
  const crumbs = [{ label: localized(course.title, i18n.language), to: back }];
  if (module)
    crumbs.push({
      label: localized(module.title, i18n.language),
      to: editorPaths.module(course._id, module._id),
    });

  /** A server path of a lesson save, as the form names it ('lesson.content.pdf.en' -> 'pdf.en'). */
  const fieldOf = (path: string): FieldPath<LessonForm> | null => {
    const field = path.replace(/^lesson\./, '');
    if (['moduleId', 'courseId', '_id'].includes(field)) return null;
    const video = /^content\.video\.(en|pt|es)$/.exec(field);
    if (video?.[1]) {
      const lang = video[1] as 'en' | 'pt' | 'es';
      return `video.${lang}.${getValues(`video.${lang}.source`)}`;
    }
    return field.replace(/^content\.(pdf|package)\./, '$1.') as FieldPath<LessonForm>;
  };

  const submit = handleSubmit(
    (values) =>
      save.mutate(
        { form: values, where: { courseId: course._id, moduleId, lessonId: lesson?._id } },
        {
          onSuccess: () => {
            show(t('courseEditor.lesson.saved'));
            navigate(back);
          },
          onError: (error) => {
            if (error instanceof UploadFailed) return show(t(uploadErrorKey(error)), 'error');
            applyServerFieldErrors(error, setError, fieldOf);
            show(errorMessage(error), 'error');
          },
        },
      ),
    () => show(t('errors.validation-failed'), 'error'),
  );

  const askRemove = async () => {
    if (!lesson) return;
    const removed = await confirmThenAct({
      title: t('courseEditor.lesson.removeTitle'),
      message: t('courseEditor.lesson.removeMessage', { title: localized(lesson.title, i18n.language) }),
      confirmLabel: t('courseEditor.remove'),
      destructive: true,
      act: () => remove.mutateAsync({ courseId: course._id, lessonId: lesson._id }),
      done: t('courseEditor.lesson.removed'),
    });
    if (removed) navigate(back);
  };

  const kindLabel = (value: LessonKind) => t(`courseEditor.lesson.kinds.${value}`);
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[coursesCrumb, ...crumbs]}
        title={
          lesson
            ? t('courseEditor.lesson.editTitle', { kind: kindLabel(lesson.kind) })
            : t('courseEditor.lesson.newTitle')
        }
      />
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
          <Section title={t('courseEditor.lesson.general')}>
            <Stack sx={{ gap: 3 }}>
              {!lesson && (
                <ChoiceField
                  control={control}
                  name="kind"
                  label={t('courseEditor.lesson.kind')}
                  options={LESSON_KINDS.map((value) => ({
                    value,
                    label: kindLabel(value),
                  }))}
                />
              )}
              <LocalizedTextField
                control={control}
                name="title"
                label={t('courseEditor.lesson.title')}
                langs={langs}
                required
              />
              <LocalizedTextField
                control={control}
                name="description"
                label={t('courseEditor.lesson.description')}
                langs={langs}
                multiline
              />
            </Stack>
          </Section>
          <Section title={kindLabel(kind)}>
            {kind === 'video' && <VideoContentField control={control} langs={langs} />}
            {kind === 'pdf' && (
              <LocalizedFileField
                control={control}
                name="pdf"
                label={t('courseEditor.lesson.pdf')}
                langs={langs}
                type="module_pdf"
                required
              />
            )}
            {kind === 'package' && <PackageContentField control={control} langs={langs} />}
            {kind === 'exam' && (
              <>
                <QuestionsEditor langs={langs} />
                <ExamSettingsFields />
              </>
            )}
          </Section>
          <Section title={t('courseEditor.materials.section')}>
            <MaterialsEditor control={control} langs={langs} />
          </Section>
          <Section title={t('courseEditor.lesson.settings')}>
            <Stack sx={{ gap: 2 }}>
              <Stack>
                <SwitchField
                  control={control}
                  name="generate_certificate"
                  label={t('courseEditor.lesson.generateCertificate')}
                />
                <SwitchField
                  control={control}
                  name="is_optional"
                  label={t('courseEditor.field.isOptional')}
                />
              </Stack>
              <PositionField control={control} name="position" />
            </Stack>
          </Section>
          <FormActions
            cancelTo={back}
            busy={save.isPending || remove.isPending}
            onRemove={lesson ? () => void askRemove() : undefined}
          />
        </Stack>
      </FormProvider>
    </Stack>
  );
}
