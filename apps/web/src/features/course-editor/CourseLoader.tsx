import type { CourseDetail } from '@academy/domain';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/PageSpinner';
import { ApiError } from '../../lib/api';
import { useCourse } from '../../lib/course-queries';

/** Loads a course for an authoring page: a spinner meanwhile, a 404 page or a retry on failure. */
export function CourseLoader({
  courseId,
  children,
}: {
  courseId: string;
  children(course: CourseDetail): ReactNode;
}) {
  const course = useCourse(courseId);
  if (course.isPending) return <PageSpinner />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.httpStatus === 404) return <NotFoundPage />;
    return <LoadError error={course.error} onRetry={() => void course.refetch()} />;
  }
  return children(course.data);
}
