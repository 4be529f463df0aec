import type { ExamAnswers, LocalizedText, UserAttempts } from '@academy/domain';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmThenAct } from '../../../lib/confirm-then-act';
import { useApiErrorMessage, useSnackbar } from '../../../lib/feedback';
import { localized } from '../../../lib/localized';
import {
  ATTEMPTS_PAGE_SIZE,
  type ExamRef,
  useExamAttempts,
  useForcePass,
  useSetAttempts,
} from '../attempts-api';
import { AttemptAnswersDialog } from './AttemptAnswersDialog';
import { AttemptsSection, LearnerName } from './AttemptsSection';

/** Attempts left of a learner now; null when there is no limit. */
const attemptsLeft = (learner: UserAttempts) =>
  learner.attemptsAllowed === null ? null : Math.max(0, learner.attemptsAllowed - learner.attemptsUsed);

/**
 * The learners who sat an exam, where its author looks for them (the exam lesson in the course
 * editor): their attempts, one more attempt granted at a click (which also ends the wait), their
 * answers, and an exam marked passed.
 */
export function ExamAttempts({ exam, answers }: { exam: ExamRef; answers: ExamAnswers }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [reviewed, setReviewed] = useState<UserAttempts | null>(null);
  const list = useExamAttempts(exam, page);
  const grant = useSetAttempts(exam);
  const force = useForcePass(exam);
  const snackbar = useSnackbar();
  const messageOf = useApiErrorMessage();
  const confirmThenAct = useConfirmThenAct();
  const text = useCallback(
    (value: Partial<LocalizedText>) => localized(value, i18n.language),
    [i18n.language],
  );

  const grantOne = (learner: UserAttempts) =>
    grant.mutate(
      { userId: learner.userId, attempts: (attemptsLeft(learner) ?? 0) + 1 },
      {
        onSuccess: () => snackbar.show(t('courseEditor.attempts.granted', { name: learner.name })),
        onError: (error) => snackbar.show(messageOf(error), 'error'),
      },
    );
  const markPassed = (learner: UserAttempts) =>
    void confirmThenAct({
      title: t('courseEditor.attempts.markPassed'),
      message: learner.name,
      confirmLabel: t('courseEditor.attempts.markPassed'),
      act: () => force.mutateAsync(learner.userId),
      done: t('courseEditor.attempts.markedPassed', { name: learner.name }),
    });

  return (
    <AttemptsSection
      list={list}
      pageSize={ATTEMPTS_PAGE_SIZE}
      page={page}
      onPage={setPage}
      empty={t('courseEditor.attempts.empty')}
      row={(learner) => (
        <>
          <Box sx={{ minWidth: 0 }}>
            <LearnerName name={learner.name} email={learner.email} />
            <Stack direction="row" sx={{ gap: 1, mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {t('courseEditor.attempts.used')}:{' '}
                {learner.attemptsAllowed === null
                  ? learner.attemptsUsed
                  : t('courseEditor.attempts.usedOf', {
                      used: learner.attemptsUsed,
                      allowed: learner.attemptsAllowed,
                    })}
              </Typography>
              <Chip
                size="small"
                color={learner.passed ? 'success' : 'default'}
                label={t(learner.passed ? 'courseEditor.attempts.passed' : 'courseEditor.attempts.notPassed')}
              />
            </Stack>
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              onClick={() => setReviewed(learner)}
              disabled={learner.attempts.length === 0}
            >
              {t('courseEditor.attempts.answers')}
            </Button>
            {!learner.passed && (
              <>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => grantOne(learner)}
                  disabled={grant.isPending}
                >
                  {t('courseEditor.attempts.grant')}
                </Button>
                <Button size="small" onClick={() => markPassed(learner)} disabled={force.isPending}>
                  {t('courseEditor.attempts.markPassed')}
                </Button>
              </>
            )}
          </Stack>
        </>
      )}
    >
      <AttemptAnswersDialog learner={reviewed} exam={answers} text={text} onClose={() => setReviewed(null)} />
    </AttemptsSection>
  );
}
