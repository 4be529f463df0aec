import type { ExamStatus } from '@academy/domain';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What the exam asks before it starts, and the button that opens an attempt. */
export function ExamStart({
  status,
  starting,
  onStart,
}: {
  status: ExamStatus;
  starting: boolean;
  onStart(): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography>
        {t('exams.questions', { count: status.questionCount })}.{' '}
        {t('exams.minimum', { count: status.min_questions })}
      </Typography>
      <Typography>
        {status.timeLimitMinutes
          ? t('exams.timeLimit', { count: status.timeLimitMinutes })
          : t('exams.noTimeLimit')}
      </Typography>
      {status.attemptsAllowed !== null && (
        <Typography>
          {t('exams.attemptsLeft', { count: Math.max(0, status.attemptsAllowed - status.attemptsUsed) })}
        </Typography>
      )}
      <Box sx={{ pt: 1 }}>
        <Button variant="contained" onClick={onStart} disabled={starting}>
          {t('exams.start')}
        </Button>
      </Box>
    </Stack>
  );
}
