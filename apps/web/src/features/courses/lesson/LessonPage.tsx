import LockIcon from '@mui/icons-material/Lock';
import { Button, Container, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { isMissingCourse, isPathLockedCourse, useCourse } from '../../../lib/course-queries';
import { useSession } from '../../../lib/session';
import { MissingCourse } from '../components/MissingCourse';
import { PathLockedCourse } from '../components/PathLockedCourse';
import { courseViewPath, placeOf } from '../lesson-paths';
import { LessonView } from './LessonView';

/** Without the app's chrome, the page's own margins. */
function Frame({ clear, children }: { clear: boolean; children: ReactNode }) {
  return clear ? (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
      {children}
    </Container>
  ) : (
    children
  );
}

function LessonBody({ clear }: { clear: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { courseId = '', lessonId = '' } = useParams();
  const course = useCourse(courseId);

  if (course.isPending)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="text" width={280} />
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="60%" />
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      </Stack>
    );
  if (course.isError && isPathLockedCourse(course.error)) return <PathLockedCourse />;
  if (course.isError)
    return isMissingCourse(course.error) ? (
      <MissingCourse what="lesson" />
    ) : (
      <LoadError error={course.error} onRetry={() => void course.refetch()} />
    );
  const place = placeOf(course.data, lessonId);
  if (!place) return <MissingCourse what="lesson" />;
  // authors preview every lesson; a learner waits for the earlier ones
  if (place.lesson.locked && user?.type !== 'admin')
    return (
      <Stack sx={{ alignItems: 'center' }}>
        <EmptyState
          icon={<LockIcon />}
          title={t('courses.lesson.locked')}
          hint={t('courses.lesson.lockedHint')}
        />
        <Button component={Link} to={courseViewPath(courseId)} variant="contained">
          {t('courses.backToCourse')}
        </Button>
      </Stack>
    );
  return <LessonView key={place.lesson._id} course={course.data} place={place} clear={clear} />;
}

/**
 * A lesson under the app's chrome or (`clear`, /clear-content) on its own; its routes ask the
 * layout for the blue scheme (routes.tsx).
 * The lesson comes from its course (course/get), which also gives its neighbours and lock.
 */
export function LessonPage({ clear }: { clear: boolean }) {
  return (
    <Frame clear={clear}>
      <LessonBody clear={clear} />
    </Frame>
  );
}
