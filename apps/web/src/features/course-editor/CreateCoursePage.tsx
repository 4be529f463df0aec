import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { CourseFormCard } from './CourseFormCard';
import { useCoursesCrumb } from './courses-crumb';

/** /course/create */
export default function CreateCoursePage() {
  const { t } = useTranslation();
  const coursesCrumb = useCoursesCrumb();
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader trail={[coursesCrumb]} title={t('courseEditor.course.newTitle')} />
      <CourseFormCard />
    </Stack>
  );
}
