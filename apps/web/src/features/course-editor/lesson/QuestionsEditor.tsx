import type { Language } from '@academy/domain';
import { Add } from '@mui/icons-material';
import { Button, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { LocalizedTextField } from '../../../components/LocalizedTextField';
import { useProblemText } from '../../../lib/problem-text';
import { ChoiceField } from '../fields/ChoiceField';
import { LocalizedFileField } from '../fields/LocalizedFileField';
import { type LessonForm, newQuestion } from '../lesson-form';
import { AnswersEditor } from './AnswersEditor';
import { ImportGiftButton } from './ImportGiftButton';
import { MoveButtons } from './MoveButtons';

/** The most questions a lesson holds (the lesson save's limit). */
const MAX_QUESTIONS = 200;

/** An exam's questions, authored with the lesson, and how many correct answers pass it. */
export function QuestionsEditor({ langs }: { langs: readonly Language[] }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { control } = useFormContext<LessonForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const { errors } = useFormState({ control, name: 'questions' });
  const problem = problemText(errors.questions?.root?.message ?? errors.questions?.message);

  return (
    <Stack sx={{ gap: 2 }}>
      <FormTextField
        control={control}
        name="min_questions"
        label={t('courseEditor.exam.minQuestions')}
        helperText={t('courseEditor.exam.minQuestionsHint', { count: fields.length })}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        sx={{ maxWidth: { sm: 320 } }}
      />
      {fields.map((field, index) => {
        const name = t('courseEditor.exam.questionNumber', { number: index + 1 });
        return (
          <Paper
            key={field.id}
            variant="outlined"
            component="section"
            aria-label={name}
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            <Stack sx={{ gap: 2 }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <MoveButtons
                  name={name}
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={() => remove(index)}
                />
              </Stack>
              <ChoiceField
                control={control}
                name={`questions.${index}.type`}
                label={t('courseEditor.exam.type')}
                options={[
                  { value: 'single', label: t('courseEditor.exam.types.single') },
                  { value: 'multiple', label: t('courseEditor.exam.types.multiple') },
                ]}
              />
              <LocalizedTextField
                control={control}
                name={`questions.${index}.title`}
                label={t('courseEditor.exam.questionTitle')}
                langs={langs}
                required
                multiline
              />
              <LocalizedFileField
                control={control}
                name={`questions.${index}.image`}
                label={t('courseEditor.exam.image')}
                langs={langs}
                type="question_image"
                inline
              />
              <AnswersEditor langs={langs} questionIndex={index} />
            </Stack>
          </Paper>
        );
      })}
      {problem && (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<Add />} onClick={() => append(newQuestion())}>
          {t('courseEditor.exam.addQuestion')}
        </Button>
        <ImportGiftButton
          langs={langs}
          room={MAX_QUESTIONS - fields.length}
          // the focus goes back to the button, as after any dialog
          onAdd={(questions) => append(questions, { shouldFocus: false })}
        />
      </Stack>
    </Stack>
  );
}
