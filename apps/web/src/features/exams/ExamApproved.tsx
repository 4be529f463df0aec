import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IssuedCertificateDownload } from '../../components/IssuedCertificateDownload';
import { useIssuedCertificates, usePreviousAttempt } from './api';

/**
 * A passed exam: the learner's score, the download of each certificate the pass just issued
 * (the exam's own, the course's when the pass completed it), and what the app shows beside it.
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
  const certificates = useIssuedCertificates(courseId, lessonId).data ?? [];
  return (
    <Stack spacing={2}>
      <Alert severity="success" icon={<CheckCircleIcon />}>
        {t('exams.passed')}{' '}
        {attempt?.passed &&
          attempt.total > 0 &&
          t('exams.lastScore', { score: attempt.score, total: attempt.total })}
      </Alert>
      {certificates.map((certificate) => (
        <IssuedCertificateDownload key={certificate._id} certificate={certificate} />
      ))}
      {extra}
    </Stack>
  );
}
