import type { AttemptResult, ExamStatus } from '@academy/domain';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ExamLockMessage } from './ExamLockMessage';

interface ExamResultProps {
  result: AttemptResult;
  /** the learner's state after the attempt: whether he may try again, or what holds him */
  status: ExamStatus;
  offset: number;
  starting: boolean;
  onTryAgain(): void;
}

/** A failed attempt's result: the score against the minimum, and the way on. */
export function ExamResult({ result, status, offset, starting, onTryAgain }: ExamResultProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('exams.resultTitle')}
      </Typography>
      <Typography>
        {t('exams.score', { score: result.score, total: result.total, min: result.min_questions })}
      </Typography>
      <Alert severity="error">{result.timedOut ? t('exams.timedOut') : t('exams.insufficient')}</Alert>
      <ExamLockMessage status={status} offset={offset} />
      {status.screen === 'start' && (
        <Box>
          <Button variant="contained" onClick={onTryAgain} disabled={starting}>
            {t('exams.tryAgain')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
