import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviousAttempt } from './api';

/**
 * A passed exam: the learner's score, and what the app shows beside it (the certificate's
 * download, which belongs to the certificates).
 */
export function ExamApproved({
  courseId,
  lessonId,
  extra,
}: {
  courseId: string;
  lessonId: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const previous = usePreviousAttempt(courseId, lessonId, true);
  const attempt = previous.data?.attempt;
  return (
    <Stack spacing={2}>
      <Alert severity="success" icon={<CheckCircleIcon />}>
        {t('exams.passed')}{' '}
        {attempt?.passed &&
          attempt.total > 0 &&
          t('exams.lastScore', { score: attempt.score, total: attempt.total })}
      </Alert>
      {extra}
    </Stack>
  );
}
