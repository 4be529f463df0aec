import { PACKAGE_LEARNERS_PAGE_SIZE, type PackageLearner } from '@academy/domain';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useSnackbar } from '../../../lib/feedback';
import { type PackageLessonRef, useGrantPackageAttempts, usePackageAttempts } from '../attempts-api';
import { AttemptsSection, LearnerName } from './AttemptsSection';

/** The most attempts a grant gives (the server's limit). */
const MAX_GRANT = 1000;

/** A learner's latest attempt in words: its completion, the package's verdict, its score. */
function useLatestInWords() {
  const { t, i18n } = useTranslation();
  return (learner: PackageLearner) => {
    const parts = [t(`packagePlayer.completion.${learner.completion}`)];
    if (learner.success !== 'unknown') parts.push(t(`packagePlayer.success.${learner.success}`));
    if (learner.score !== null)
      parts.push(
        t('packagePlayer.score', {
          score: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(learner.score),
        }),
      );
    if (learner.ended) parts.push(t('courseEditor.packageAttempts.ended'));
    return parts.join(' · ');
  };
}

/**
 * The learners who started an attempt at a package lesson, where its author looks for them (the
 * lesson in the course editor): the attempts each started, how his latest went, and the attempts
 * he has left, which an admin sets anew.
 */
export function PackageAttempts({ lesson }: { lesson: PackageLessonRef }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = usePackageAttempts(lesson, page);
  const latestInWords = useLatestInWords();
  return (
    <AttemptsSection
      list={list}
      pageSize={PACKAGE_LEARNERS_PAGE_SIZE}
      page={page}
      onPage={setPage}
      empty={t('courseEditor.packageAttempts.empty')}
      row={(learner) => (
        <>
          <Box sx={{ minWidth: 0 }}>
            <LearnerName name={learner.name} email={learner.email} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('courseEditor.packageAttempts.started', { count: learner.attempts })}
            </Typography>
            <Typography variant="body2">
              {t('courseEditor.packageAttempts.latest', { latest: latestInWords(learner) })}
            </Typography>
          </Box>
          <AttemptsLeftForm key={`${learner.attemptsLeft}`} lesson={lesson} learner={learner} />
        </>
      )}
    />
  );
}

/** The attempts a learner has left, set anew with Save (empty when there is no limit). */
function AttemptsLeftForm({ lesson, learner }: { lesson: PackageLessonRef; learner: PackageLearner }) {
  const { t } = useTranslation();
  const grant = useGrantPackageAttempts(lesson);
  const snackbar = useSnackbar();
  const messageOf = useApiErrorMessage();
  const hintId = useId();
  const [value, setValue] = useState(learner.attemptsLeft === null ? '' : String(learner.attemptsLeft));
  const attempts = value.trim() === '' ? Number.NaN : Number(value);
  const valid = Number.isInteger(attempts) && attempts >= 0 && attempts <= MAX_GRANT;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    grant.mutate(
      { userId: learner.userId, attempts },
      {
        onSuccess: () =>
          snackbar.show(t('courseEditor.packageAttempts.saved', { name: learner.name, count: attempts })),
        onError: (error) => snackbar.show(messageOf(error), 'error'),
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={save}
      direction="row"
      sx={{ gap: 1, alignItems: 'flex-start', flexShrink: 0 }}
    >
      <TextField
        size="small"
        type="number"
        label={t('courseEditor.packageAttempts.attemptsLeft')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={learner.attemptsLeft === null ? t('courseEditor.packageAttempts.noLimit') : undefined}
        error={value !== '' && !valid}
        helperText={value !== '' && !valid ? t('courseEditor.packageAttempts.invalid') : undefined}
        slotProps={{
          htmlInput: { min: 0, max: MAX_GRANT, step: 1, inputMode: 'numeric', 'aria-describedby': hintId },
          inputLabel: { shrink: true },
        }}
        sx={{ width: 140 }}
      />
      <span id={hintId} hidden>
        {learner.name}
      </span>
      <Button
        type="submit"
        variant="outlined"
        disabled={!valid || grant.isPending}
        aria-label={t('courseEditor.packageAttempts.saveNamed', { name: learner.name })}
        sx={{ mt: 0.25 }}
      >
        {t('courseEditor.packageAttempts.save')}
      </Button>
    </Stack>
  );
}
