import { Skeleton, Stack } from '@mui/material';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { courseQuery, isMissingCourse, isPathLockedCourse, useCourse } from '../../../lib/course-queries';
import type { PageModule } from '../../../lib/lazy-page';
import { MissingCourse } from '../components/MissingCourse';
import { PathLockedCourse } from '../components/PathLockedCourse';
import { CourseView } from './CourseView';

/** The course, asked as soon as this page's code arrives on a first visit. */
export const firstQueries: PageModule['firstQueries'] = (client, { params }) =>
  void client.prefetchQuery(courseQuery(params.id ?? ''));

/** /course/view/:id: a course with its modules and lessons and the learner's progress. */
export default function CourseViewPage() {
  const { id = '' } = useParams();
  // the course is drawn as a transition, in slices, not in the query's own blocking render
  const course = useDeferredValue(useCourse(id));

  if (course.isPending)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="text" width={240} />
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="60%" />
        <Skeleton variant="rounded" height={8} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  if (course.isError && isPathLockedCourse(course.error)) return <PathLockedCourse />;
  if (course.isError)
    return isMissingCourse(course.error) ? (
      <MissingCourse what="course" />
    ) : (
      <LoadError error={course.error} onRetry={() => void course.refetch()} />
    );
  return <CourseView course={course.data} />;
}
