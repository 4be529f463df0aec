import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Problem } from '../../../components/Problem';

/** A course or lesson that does not exist for the caller, with the way back to the course list. */
export function MissingCourse({ what }: { what: 'course' | 'lesson' }) {
  const { t } = useTranslation();
  const keys = what === 'course' ? 'courses.notFound' : 'courses.lesson.notFound';
  return (
    <Problem
      title={t(`${keys}.title`)}
      message={t(`${keys}.message`)}
      action={
        <Button component={Link} to="/courses" variant="contained">
          {t('courses.backToList')}
        </Button>
      }
    />
  );
}
