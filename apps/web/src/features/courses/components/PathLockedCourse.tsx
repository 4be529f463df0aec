import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Problem } from '../../../components/Problem';

/**
 * A course a learning path's order keeps closed to the learner (the API answers its address,
 * lessons and progress with `course-path-locked`): the lock's message, and the way to his paths,
 * where the course before it waits.
 */
export function PathLockedCourse() {
  const { t } = useTranslation();
  return (
    <Problem
      title={t('courses.pathLocked.title')}
      message={t('errors.course-path-locked')}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'center' }}>
          <Button component={Link} to="/learning-paths" variant="contained">
            {t('courses.pathLocked.toPaths')}
          </Button>
          <Button component={Link} to="/courses">
            {t('courses.backToList')}
          </Button>
        </Stack>
      }
    />
  );
}
