import type { CourseDetail } from '@academy/domain';
import { DeleteForever, Visibility } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { localized } from '../../lib/localized';
import { useDeleteCourse } from './api';
import { CourseContents } from './CourseContents';
import { CourseFormCard } from './CourseFormCard';
import { CourseLoader } from './CourseLoader';
import { useCoursesCrumb } from './courses-crumb';

/** /course/edit/:id: the course's fields, its modules and lessons, and its removal. */
export default function EditCoursePage() {
  const { id = '' } = useParams();
  return <CourseLoader courseId={id}>{(course) => <EditCourse course={course} />}</CourseLoader>;
}

function EditCourse({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const coursesCrumb = useCoursesCrumb();
  const title = localized(course.title, i18n.language);
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[coursesCrumb]}
        title={t('courseEditor.course.editTitle', { title })}
        actions={
          <Button component={RouterLink} to={`/course/view/${course._id}`} startIcon={<Visibility />}>
            {t('courseEditor.course.view')}
          </Button>
        }
      />
      {/* what is edited most once the course exists comes first */}
      <CourseContents course={course} />
      {/* keyed by the course: another course's edit page starts from its own values */}
      <CourseFormCard key={course._id} course={course} />
      <DeleteCourse course={course} title={title} />
    </Stack>
  );
}

function DeleteCourse({ course, title }: { course: CourseDetail; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmThenAct = useConfirmThenAct();
  const remove = useDeleteCourse();

  const askDelete = async () => {
    const deleted = await confirmThenAct({
      title: t('courseEditor.course.deleteTitle'),
      message: t('courseEditor.course.deleteMessage', { title }),
      confirmLabel: t('courseEditor.course.delete'),
      destructive: true,
      act: () => remove.mutateAsync(course._id),
      done: t('courseEditor.course.deleted'),
    });
    if (deleted) navigate('/courses', { replace: true });
  };

  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteForever />}
        onClick={() => void askDelete()}
        disabled={remove.isPending}
      >
        {t('courseEditor.course.delete')}
      </Button>
    </Stack>
  );
}
