import { Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Problem } from '../../../app/pages/Problem';
import { errorKeyOf } from '../../../lib/api';
import { useCourse } from '../api';
import { LoadError } from '../components/LoadError';
import { CourseView } from './CourseView';

/** /course/view/:id: a course with its modules and lessons and the learner's progress. */
export default function CourseViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const course = useCourse(id);

  if (course.isPending)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="text" width={240} />
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="60%" />
        <Skeleton variant="rounded" height={8} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  if (course.isError) {
    // a course not published to the caller answers 404 too: both read "not found"
    if (errorKeyOf(course.error) === 'not-found' || errorKeyOf(course.error) === 'validation-failed')
      return <Problem title={t('courses.notFound.title')} message={t('courses.notFound.message')} />;
    return <LoadError error={course.error} onRetry={() => void course.refetch()} />;
  }
  return <CourseView course={course.data} />;
}
