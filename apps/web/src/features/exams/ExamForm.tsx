import type { ExamStatus, LocalizedText, RegisterAttemptResult } from '@academy/domain';
import { Alert, Box, Button, Divider, Stack } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useConfirm, useSnackbar } from '../../lib/feedback';
import { useSubmitAttempt } from './api';
import { Countdown } from './Countdown';
import { ExamQuestionField } from './ExamQuestionField';

type OpenAttempt = NonNullable<ExamStatus['attempt']>;

interface ExamFormProps {
  courseId: string;
  lessonId: string;
  attempt: OpenAttempt;
  /** the server's clock ahead of the device's, in ms */
  offset: number;
  text(value: Partial<LocalizedText>): string;
  onScored(result: RegisterAttemptResult): void;
}

/**
 * The questions of the open attempt. Submitting asks first when some are unanswered; when the
 * time runs out the answers given so far are sent as they are (the server gives 30 s of grace).
 */
export function ExamForm({ courseId, lessonId, attempt, offset, text, onScored }: ExamFormProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const messageOf = useApiErrorMessage();
  const submit = useSubmitAttempt(courseId, lessonId);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [timeUp, setTimeUp] = useState(false);
  const sent = useRef(false);

  const send = useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    const userAnswers = attempt.questions.map((question) => ({
      questionID: question._id,
      answers: chosen[question._id] ?? [],
    }));
    submit.mutate(userAnswers, {
      onSuccess: onScored,
      onError: (error) => {
        sent.current = false;
        snackbar.show(messageOf(error), 'error');
      },
    });
  }, [attempt.questions, chosen, submit, onScored, snackbar, messageOf]);

  const onTimeUp = useCallback(() => {
    setTimeUp(true);
    send();
  }, [send]);

  const onSubmit = async () => {
    const unanswered = attempt.questions.filter((question) => !chosen[question._id]?.length).length;
    if (
      unanswered > 0 &&
      !(await confirm({
        title: t('exams.unansweredTitle'),
        message: t('exams.unansweredMessage', { count: unanswered }),
        confirmLabel: t('exams.submit'),
      }))
    )
      return;
    send();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack spacing={3}>
        {attempt.deadline && (
          <Box sx={{ position: 'sticky', top: 8, zIndex: 1, alignSelf: 'flex-end' }}>
            <Countdown deadline={attempt.deadline} offset={offset} onTimeUp={onTimeUp} />
          </Box>
        )}
        {timeUp && <Alert severity="warning">{t('exams.timeUp')}</Alert>}
        {attempt.questions.map((question, index) => (
          <Box key={question._id}>
            {index > 0 && <Divider sx={{ mb: 3 }} />}
            <ExamQuestionField
              question={question}
              number={index + 1}
              total={attempt.questions.length}
              chosen={chosen[question._id] ?? []}
              text={text}
              onChange={(answers) => setChosen((current) => ({ ...current, [question._id]: answers }))}
            />
          </Box>
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            {t('exams.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
