import type { CourseDetail } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Paper, Stack } from '@mui/material';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../components/FormTextField';
import { LocalizedTextField } from '../../components/LocalizedTextField';
import { useSaveErrorMessage } from '../../lib/edit-error';
import { useSnackbar } from '../../lib/feedback';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveCourse } from './api';
import {
  COURSE_FORM_FIELDS,
  type CourseForm,
  courseFormSchema,
  courseValues,
  newCourseValues,
} from './course-form';
import { AudienceField } from './fields/AudienceField';
import { ChoiceField } from './fields/ChoiceField';
import { CourseImageField } from './fields/CourseImageField';
import { LangsField } from './fields/LangsField';
import { PositionField } from './fields/PositionField';
import { TrainingTypeField } from './fields/TrainingTypeField';
import { UploadFailed, uploadErrorKey } from './uploads';

const LOCALIZED = /^(title|description)\.(en|pt|es)$/;

/** A server path the course form shows: a field of its own, or a title or description language. */
const fieldOf = (path: string): FieldPath<CourseForm> | null =>
  LOCALIZED.test(path) || (COURSE_FORM_FIELDS as readonly string[]).includes(path)
    ? (path as FieldPath<CourseForm>)
    : null;

/**
 * The course's own fields, for /course/create and /course/edit/:id. A new course opens its edit
 * page once saved, where its modules and lessons are added.
 */
export function CourseFormCard({ course }: { course?: CourseDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const errorMessage = useSaveErrorMessage(course !== undefined);
  const save = useSaveCourse();
  const { control, handleSubmit, setError, reset } = useForm<CourseForm>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: course ? courseValues(course) : newCourseValues(),
  });
  const langs = useWatch({ control, name: 'langs' });
  // spec: the structure is fixed once the course has content (the server refuses the change too)
  const structureLocked = Boolean(course && (course.modules.length > 0 || course.lessons.length > 0));

  const submit = handleSubmit((form) =>
    save.mutate(
      { form, courseId: course?._id },
      {
        onSuccess: (saved) => {
          show(t('courseEditor.course.saved'));
          if (course) reset(courseValues(saved));
          else navigate(`/course/edit/${saved._id}`, { replace: true });
        },
        onError: (error) => {
          if (error instanceof UploadFailed) {
            setError('image', { type: 'server', message: uploadErrorKey(error) });
            show(t(uploadErrorKey(error)), 'error');
            return;
          }
          applyServerFieldErrors(error, setError, fieldOf);
          show(errorMessage(error), 'error');
        },
      },
    ),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ gap: 3 }}
        aria-label={t('courseEditor.course.formLabel')}
      >
        <LangsField control={control} />
        <LocalizedTextField
          control={control}
          name="title"
          label={t('courseEditor.course.title')}
          langs={langs}
          required
        />
        <LocalizedTextField
          control={control}
          name="description"
          label={t('courseEditor.course.description')}
          langs={langs}
          required
          multiline
        />
        <CourseImageField control={control} />
        <ChoiceField
          control={control}
          name="structure"
          label={t('courseEditor.course.structure')}
          options={[
            { value: 'linear', label: t('courseEditor.course.structures.linear') },
            { value: 'modular', label: t('courseEditor.course.structures.modular') },
          ]}
          disabled={structureLocked}
          helperText={
            structureLocked
              ? t('courseEditor.course.structureLocked')
              : t('courseEditor.course.structureHint')
          }
        />
        <AudienceField control={control} />
        <TrainingTypeField control={control} />
        <ChoiceField
          control={control}
          name="status"
          label={t('courseEditor.course.status')}
          options={[
            { value: 'draft', label: t('courseEditor.course.statuses.draft') },
            { value: 'published', label: t('courseEditor.course.statuses.published') },
          ]}
        />
        <PositionField control={control} name="position" />
        <FormTextField
          control={control}
          name="certificateValidityMonths"
          label={t('courseEditor.course.certificateValidity')}
          helperText={t('courseEditor.course.certificateValidityHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          sx={{ maxWidth: { sm: 320 } }}
        />
        <FormTextField
          control={control}
          name="renewalWindowDays"
          label={t('courseEditor.course.renewalWindow')}
          helperText={t('courseEditor.course.renewalWindowHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          sx={{ maxWidth: { sm: 320 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {course ? t('common.save') : t('courseEditor.course.create')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
