import type { DashboardCourse } from '@academy/domain';
import { PlayArrow } from '@mui/icons-material';
import { Button, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProgressBar } from '../../../components/ProgressBar';
import { courseViewPath, lessonViewPath } from '../../../lib/course-links';
import { localized } from '../../../lib/localized';

/** A course in progress: its title (to the course), the learner's progress and the way to his next lesson. */
export function CourseInProgressCard({ course }: { course: DashboardCourse }) {
  const { t, i18n } = useTranslation();
  const title = localized(course.title, i18n.language);
  const next = course.nextLesson;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={courseViewPath(course._id)} color="inherit">
            {title}
          </Link>
        </Typography>
        <ProgressBar value={course.progress} label={t('courses.progressOf', { title })} />
        <Button
          component={RouterLink}
          to={next ? lessonViewPath(course._id, next) : courseViewPath(course._id)}
          variant="outlined"
          startIcon={<PlayArrow aria-hidden />}
          sx={{ mt: 'auto', alignSelf: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' }}
        >
          {next
            ? t('dashboard.learner.continueWith', { title: localized(next.title, i18n.language) })
            : t('dashboard.learner.openCourse', { title })}
        </Button>
      </CardContent>
    </Card>
  );
}
