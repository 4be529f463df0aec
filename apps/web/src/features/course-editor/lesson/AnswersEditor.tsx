import type { Language } from '@academy/domain';
import { Add } from '@mui/icons-material';
import {
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Paper,
  Radio,
  Stack,
  Typography,
} from '@mui/material';
import { Controller, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../../components/LocalizedTextField';
import { useProblemText } from '../../../lib/problem-text';
import { type LessonForm, newAnswer } from '../lesson-form';
import { MoveButtons } from './MoveButtons';

/**
 * The answers of one question and which are correct: a radio for a single choice (choosing one
 * clears the others), a checkbox for a multiple choice.
 */
export function AnswersEditor({
  langs,
  questionIndex,
}: {
  langs: readonly Language[];
  questionIndex: number;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { control, setValue, getValues } = useFormContext<LessonForm>();
  const base = `questions.${questionIndex}.answers` as const;
  const { fields, append, remove, move } = useFieldArray({ control, name: base });
  const type = useWatch({ control, name: `questions.${questionIndex}.type` });
  const { errors } = useFormState({ control, name: base });
  const answersErrors = errors.questions?.[questionIndex]?.answers;
  const problem = problemText(answersErrors?.root?.message ?? answersErrors?.message);

  const markCorrect = (index: number, checked: boolean) => {
    if (type === 'single')
      getValues(base).forEach((_answer, other) => {
        setValue(`${base}.${other}.correct`, other === index, { shouldDirty: true });
      });
    else setValue(`${base}.${index}.correct`, checked, { shouldDirty: true });
  };

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2" component="h4">
        {t('courseEditor.exam.answers')}
      </Typography>
      {fields.map((field, index) => {
        const name = t('courseEditor.exam.answerNumber', { number: index + 1 });
        return (
          <Paper key={field.id} variant="outlined" role="group" aria-label={name} sx={{ p: 1.5 }}>
            <Stack sx={{ gap: 1 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                  {name}
                </Typography>
                <Controller
                  control={control}
                  name={`${base}.${index}.correct`}
                  render={({ field: correct }) => {
                    const Control = type === 'single' ? Radio : Checkbox;
                    return (
                      <FormControlLabel
                        label={t('courseEditor.exam.correct')}
                        control={
                          <Control
                            checked={correct.value === true}
                            onChange={(event) => markCorrect(index, event.target.checked)}
                            onBlur={correct.onBlur}
                            slotProps={{
                              input: { 'aria-label': t('courseEditor.exam.correctNamed', { name }) },
                            }}
                          />
                        }
                      />
                    );
                  }}
                />
                <MoveButtons
                  name={name}
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={() => remove(index)}
                />
              </Stack>
              <LocalizedTextField
                control={control}
                name={`${base}.${index}.text`}
                label={t('courseEditor.exam.answerText')}
                langs={langs}
                required
                inline
              />
            </Stack>
          </Paper>
        );
      })}
      {problem && (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      )}
      <Stack direction="row">
        <Button size="small" startIcon={<Add />} onClick={() => append(newAnswer())}>
          {t('courseEditor.exam.addAnswer')}
        </Button>
      </Stack>
    </Stack>
  );
}
