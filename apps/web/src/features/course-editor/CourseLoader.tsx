import type { CourseDetail } from '@academy/domain';
import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/PageSpinner';
import { ApiError } from '../../lib/api';
import { useCourse } from '../../lib/course-queries';
import { useApiErrorMessage } from '../../lib/feedback';

/** Loads a course for an authoring page: a spinner meanwhile, a 404 page or a retry on failure. */
export function CourseLoader({
  courseId,
  children,
}: {
  courseId: string;
  children(course: CourseDetail): ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const course = useCourse(courseId);
  if (course.isPending) return <PageSpinner />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.httpStatus === 404) return <NotFoundPage />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void course.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {errorMessage(course.error)}
      </Alert>
    );
  }
  return children(course.data);
}
