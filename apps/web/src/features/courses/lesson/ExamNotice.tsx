import type { LessonView } from '@academy/domain';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** An exam lesson: what it is; the exam itself is taken in the exam screen. */
export function ExamNotice({ lesson, title }: { lesson: LessonView; title: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>{title}</AlertTitle>
      {t('courses.exam.questions', { count: lesson.questions?.length ?? 0 })} {t('courses.exam.note')}
    </Alert>
  );
}
