import type { AttemptResult, ExamStatus, LocalizedText } from '@academy/domain';
import { Box, CircularProgress, Stack } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { localized } from '../../lib/localized';
import { useExamStatus, useStartAttempt } from './api';
import { ExamApproved } from './ExamApproved';
import { ExamForm } from './ExamForm';
import { ExamLockMessage } from './ExamLockMessage';
import { ExamResult } from './ExamResult';
import { ExamStart } from './ExamStart';
import { clockOffset } from './exam-clock';

/** The locks that keep the learner out of the exam: no attempt can start, so no rating either. */
const CLOSED_SCREENS: ReadonlySet<ExamStatus['screen']> = new Set([
  'requirement-lock',
  'attempts-lock',
  'time-lock',
]);

export interface ExamScreenProps {
  courseId: string;
  lessonId: string;
  /** the lesson's rating, shown under the exam while it is open to the learner */
  rating?: ReactNode;
  /** shown under a passed exam: the certificate's download */
  approvedExtra?: ReactNode;
}

/**
 * An exam lesson's screen (spec section 4): loading, start, exam, result, approved-lock,
 * attempts-lock, time-lock and requirement-lock. The state is the server's (user/test/check_module,
 * by the domain's examState); only `result`, the failed attempt just submitted, is the screen's own.
 */
export function ExamScreen({ courseId, lessonId, rating, approvedExtra }: ExamScreenProps) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const messageOf = useApiErrorMessage();
  const status = useExamStatus(courseId, lessonId);
  const start = useStartAttempt(courseId, lessonId);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const text = useCallback(
    (value: Partial<LocalizedText>) => localized(value, i18n.language),
    [i18n.language],
  );
  const { data, dataUpdatedAt } = status;
  const offset = useMemo(
    () => (data ? clockOffset(data.serverTime, dataUpdatedAt) : 0),
    [data, dataUpdatedAt],
  );

  // the screen opens by itself when the wait ends (timers longer than ~24 days are not kept)
  const waitUntil = data?.screen === 'time-lock' ? data.waitUntil : null;
  const { refetch } = status;
  useEffect(() => {
    if (!waitUntil) return;
    const ms = Date.parse(waitUntil) - (Date.now() + offset);
    if (ms > 2 ** 31 - 1) return;
    const timer = window.setTimeout(() => void refetch(), Math.max(0, ms) + 1000);
    return () => window.clearTimeout(timer);
  }, [waitUntil, offset, refetch]);

  const onStart = () => {
    setResult(null);
    start.mutate(undefined, { onError: (error) => snackbar.show(messageOf(error), 'error') });
  };

  if (status.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('exams.loading')} />
      </Box>
    );
  if (status.isError || !data)
    return (
      <LoadError error={status.error} message={t('exams.loadError')} onRetry={() => void status.refetch()} />
    );

  const content = () => {
    if (result && !result.passed)
      return (
        <ExamResult
          result={result}
          status={data}
          offset={offset}
          starting={start.isPending}
          onTryAgain={onStart}
        />
      );
    switch (data.screen) {
      case 'exam':
        return data.attempt ? (
          <ExamForm
            key={data.attempt._id}
            courseId={courseId}
            lessonId={lessonId}
            attempt={data.attempt}
            offset={offset}
            text={text}
            onScored={setResult}
          />
        ) : null;
      case 'approved-lock':
        return <ExamApproved courseId={courseId} lessonId={lessonId} extra={approvedExtra} />;
      case 'start':
        return <ExamStart status={data} starting={start.isPending} onStart={onStart} />;
      default:
        return <ExamLockMessage status={data} offset={offset} />;
    }
  };
  // an exam closed to the learner (a lock other than passing it) is not there to be rated
  const closed = !(result && !result.passed) && CLOSED_SCREENS.has(data.screen);
  return (
    <Stack spacing={3}>
      {content()}
      {!closed && rating}
    </Stack>
  );
}
