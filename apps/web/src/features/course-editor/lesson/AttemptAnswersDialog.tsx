import type { ExamAnswers, LocalizedText, UserAttempts } from '@academy/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

interface Props {
  learner: UserAttempts | null;
  /** the exam's questions with their answer keys */
  exam: ExamAnswers;
  text(value: Partial<LocalizedText>): string;
  onClose(): void;
}

/** A learner's attempts of an exam, each question with the answers he chose and whether they were right. */
export function AttemptAnswersDialog({ learner, exam, text, onClose }: Props) {
  const { t } = useTranslation();
  const questions = new Map(exam.questions.map((question) => [question._id, question]));
  return (
    <Dialog open={learner !== null} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{t('courseEditor.attempts.answersTitle', { name: learner?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {learner?.attempts.map((attempt) => (
          <section key={attempt._id} aria-label={formatDate(attempt.startedAt)}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
              {attempt.status === 'open'
                ? t('courseEditor.attempts.open', { date: formatDate(attempt.startedAt) })
                : t('courseEditor.attempts.attempt', {
                    date: formatDate(attempt.date),
                    score: attempt.score,
                    total: attempt.total,
                  })}
            </Typography>
            <List dense>
              {attempt.answers.map((given) => {
                const question = questions.get(given.questionId);
                const chosen = question?.answers.filter((answer) => given.answers.includes(answer._id)) ?? [];
                return (
                  <ListItem key={given.questionId} disableGutters>
                    <ListItemText
                      primary={question ? text(question.title) : given.questionId}
                      secondary={
                        chosen.length === 0
                          ? t('courseEditor.attempts.noAnswer')
                          : chosen
                              .map(
                                (answer) =>
                                  `${text(answer.text)}${answer.correct ? ` (${t('courseEditor.attempts.correct')})` : ''}`,
                              )
                              .join('; ')
                      }
                    />
                  </ListItem>
                );
              })}
            </List>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('courseEditor.attempts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
