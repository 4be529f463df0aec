import type { RegisterAttemptResult } from '@academy/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/DownloadButton';
import { useCertificateDownload } from '../../lib/certificate-download';
import { useIssuedCertificates, usePreviousAttempt } from './api';

type IssuedCertificate = RegisterAttemptResult['certificates'][number];

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
        <CertificateDownload key={certificate._id} certificate={certificate} />
      ))}
      {extra}
    </Stack>
  );
}

function CertificateDownload({ certificate }: { certificate: IssuedCertificate }) {
  const { t } = useTranslation();
  const { busy, save } = useCertificateDownload();
  return (
    <DownloadButton
      label={t('certificates.downloadNamed', { title: certificate.title })}
      busy={busy}
      onClick={() => void save(certificate._id)}
    />
  );
}
