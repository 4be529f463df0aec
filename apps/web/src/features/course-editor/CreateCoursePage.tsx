import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CourseFormCard } from './CourseFormCard';
import { EditorHeader } from './EditorHeader';

/** /course/create */
export default function CreateCoursePage() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <EditorHeader crumbs={[]} title={t('courseEditor.course.newTitle')} />
      <CourseFormCard />
    </Stack>
  );
}
