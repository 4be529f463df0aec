import type { Language } from '@academy/domain';
import { Add, Delete } from '@mui/icons-material';
import { Button, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../../components/LocalizedTextField';
import { useProblemText } from '../../../lib/problem-text';
import { LocalizedFileField } from '../fields/LocalizedFileField';
import { type LessonForm, newMaterial } from '../lesson-form';

/** Files a learner downloads with the lesson: each with a title and a file per language. */
export function MaterialsEditor({
  control,
  langs,
}: {
  control: Control<LessonForm>;
  langs: readonly Language[];
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'materials' });
  return (
    <Stack sx={{ gap: 2 }}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('courseEditor.materials.none')}
        </Typography>
      )}
      {fields.map((field, index) => (
        <MaterialCard
          key={field.id}
          control={control}
          langs={langs}
          index={index}
          onRemove={() => remove(index)}
        />
      ))}
      <Stack direction="row">
        <Button startIcon={<Add />} onClick={() => append(newMaterial())}>
          {t('courseEditor.materials.add')}
        </Button>
      </Stack>
    </Stack>
  );
}

function MaterialCard({
  control,
  langs,
  index,
  onRemove,
}: {
  control: Control<LessonForm>;
  langs: readonly Language[];
  index: number;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const names = useWatch({ control, name: `materials.${index}.names` });
  const { errors } = useFormState({ control, name: `materials.${index}.files` });
  const filesProblem = problemText(errors.materials?.[index]?.files?.message);
  const heading = t('courseEditor.materials.heading', { number: index + 1 });
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ p: 2 }}>
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {heading}
          </Typography>
          <Button
            color="inherit"
            startIcon={<Delete />}
            onClick={onRemove}
            aria-label={t('courseEditor.removeNamed', { name: heading })}
          >
            {t('courseEditor.remove')}
          </Button>
        </Stack>
        <LocalizedTextField
          control={control}
          name={`materials.${index}.title`}
          label={t('courseEditor.materials.title')}
          langs={langs}
          required
          inline
        />
        <LocalizedFileField
          control={control}
          name={`materials.${index}.files`}
          label={t('courseEditor.materials.file')}
          langs={langs}
          type="module_material"
          inline
          storedNames={names}
        />
        {filesProblem && <FormHelperText error>{filesProblem}</FormHelperText>}
      </Stack>
    </Paper>
  );
}
