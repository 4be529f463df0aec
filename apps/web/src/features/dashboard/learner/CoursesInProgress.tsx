import type { DashboardCourse } from '@academy/domain';
import { MenuBook } from '@mui/icons-material';
import { Box, Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { DashboardSection } from '../DashboardSection';
import { COURSES_PATH, MY_COURSES_PATH } from '../links';
import { CourseInProgressCard } from './CourseInProgressCard';

/** The courses the learner is taking, the last worked on first; the course list holds them all. */
export function CoursesInProgress({ courses, total }: { courses: DashboardCourse[]; total: number }) {
  const { t } = useTranslation();
  const title = t('dashboard.learner.courses');
  return (
    <DashboardSection
      title={title}
      more={
        total > 0
          ? { to: MY_COURSES_PATH, label: t('dashboard.learner.allCourses', { count: total }) }
          : undefined
      }
    >
      {courses.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<MenuBook />}
            title={t('dashboard.learner.noCourses')}
            hint={t('dashboard.learner.noCoursesHint')}
          />
          <Box sx={{ display: 'flex', justifyContent: 'center', pb: 3 }}>
            <Button component={RouterLink} to={COURSES_PATH} variant="contained">
              {t('dashboard.learner.browseCourses')}
            </Button>
          </Box>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={title}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            '& > li': { minWidth: 0 },
          }}
        >
          {courses.map((course) => (
            <li key={course._id}>
              <CourseInProgressCard course={course} />
            </li>
          ))}
        </Box>
      )}
    </DashboardSection>
  );
}
