import type { ExamAnswers, LocalizedText, UserAttempts } from '@academy/domain';
import { Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
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
  const title = t('courseEditor.attempts.title');

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
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {list.isPending ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : list.isError ? (
        <LoadError message={t('courseEditor.attempts.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('courseEditor.attempts.empty')}</Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
          {list.data.items.map((learner) => (
            <Stack
              component="li"
              key={learner.userId}
              direction={{ xs: 'column', md: 'row' }}
              sx={{ gap: 1, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{learner.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {learner.email}
                </Typography>
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
                    label={t(
                      learner.passed ? 'courseEditor.attempts.passed' : 'courseEditor.attempts.notPassed',
                    )}
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
            </Stack>
          ))}
        </Stack>
      )}
      {list.data && (
        <ListPagination total={list.data.total} pageSize={ATTEMPTS_PAGE_SIZE} page={page} onPage={setPage} />
      )}
      <AttemptAnswersDialog learner={reviewed} exam={answers} text={text} onClose={() => setReviewed(null)} />
    </Paper>
  );
}
