import type { CourseDetail } from '@academy/domain';
import EditIcon from '@mui/icons-material/Edit';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { ProgressBar } from '../../../components/ProgressBar';
import { StatusChip } from '../../../components/StatusChip';
import { useSession } from '../../../lib/session';
import { CourseBreadcrumbs } from '../components/CourseBreadcrumbs';
import { courseEditPath } from '../lesson-paths';
import { useCourseText } from '../useCourseText';
import { LessonList } from './LessonList';
import { ModuleSection } from './ModuleSection';

export function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const isAdmin = useSession().user?.type === 'admin';
  const text = useCourseText(course.langs);
  const title = text(course.title);
  const empty = course.modules.length === 0 && course.lessons.length === 0;

  return (
    <>
      <CourseBreadcrumbs trail={[{ label: title }]} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1.5, mb: 1 }}
      >
        <PageTitle grow>{title}</PageTitle>
        {isAdmin && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <StatusChip of="course" status={course.status} />
            <Button
              component={Link}
              to={courseEditPath(course._id)}
              variant="outlined"
              startIcon={<EditIcon />}
            >
              {t('courses.editCourse')}
            </Button>
          </Stack>
        )}
      </Stack>
      {text(course.description) && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
          {text(course.description)}
        </Typography>
      )}
      <Box sx={{ mb: 3, maxWidth: 480 }}>
        <Typography variant="subtitle2" component="p">
          {t('courses.yourProgress')}
        </Typography>
        <ProgressBar value={course.progress} label={t('courses.yourProgress')} />
      </Box>

      {empty ? (
        <EmptyState icon={<MenuBookIcon />} title={t('courses.noLessons')} />
      ) : (
        <Stack spacing={2}>
          {course.modules.map((module, index) => (
            <ModuleSection
              key={module._id}
              courseId={course._id}
              module={module}
              number={index + 1}
              text={text}
              canEdit={isAdmin}
            />
          ))}
          {course.lessons.length > 0 && (
            <Paper variant="outlined">
              <LessonList
                courseId={course._id}
                lessons={course.lessons}
                text={text}
                canEdit={isAdmin}
                label={t('courses.lessonsOf', { title })}
              />
            </Paper>
          )}
        </Stack>
      )}
    </>
  );
}
