import type { ExamQuestion } from '@academy/domain';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

interface ExamQuestionFieldProps {
  question: ExamQuestion;
  number: number;
  total: number;
  chosen: readonly string[];
  text(value: ExamQuestion['title']): string;
  onChange(answers: string[]): void;
}

/** One question: radios when it has one right answer, checkboxes when it may have several. */
export function ExamQuestionField({
  question,
  number,
  total,
  chosen,
  text,
  onChange,
}: ExamQuestionFieldProps) {
  const { t } = useTranslation();
  const labelId = `exam-question-${question._id}`;
  const single = question.type === 'single';
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
        {t('exams.questionOf', { number, total })}: {text(question.title)}
      </FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{t(single ? 'exams.chooseOne' : 'exams.chooseMany')}</FormHelperText>
      {single ? (
        <RadioGroup
          aria-labelledby={labelId}
          value={chosen[0] ?? ''}
          onChange={(event) => onChange([event.target.value])}
        >
          {question.answers.map((answer) => (
            <FormControlLabel
              key={answer._id}
              value={answer._id}
              control={<Radio />}
              label={text(answer.text)}
            />
          ))}
        </RadioGroup>
      ) : (
        <FormGroup aria-labelledby={labelId}>
          {question.answers.map((answer) => (
            <FormControlLabel
              key={answer._id}
              control={
                <Checkbox
                  checked={chosen.includes(answer._id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...chosen, answer._id]
                        : chosen.filter((id) => id !== answer._id),
                    )
                  }
                />
              }
              label={text(answer.text)}
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}
