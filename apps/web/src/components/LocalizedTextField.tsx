import type { Language } from '@academy/domain';
import { Box, TextField } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../lib/problem-text';
import { languageColumns } from './language-columns';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** the path of a `{ en, pt, es }` value */
  name: FieldPath<T>;
  label: string;
  /** the languages asked for (a course's): one field each, in this order */
  langs: readonly Language[];
  required?: boolean;
  multiline?: boolean;
  /** short texts (answers): the languages side by side on a wide screen */
  inline?: boolean;
}

/**
 * A text given in several languages (`{ en, pt, es }`), one field per language. Each field
 * carries its own problem ("Required in all languages" when that language is left blank).
 */
export function LocalizedTextField<T extends FieldValues>({
  control,
  name,
  label,
  langs,
  required,
  multiline,
  inline,
}: Props<T>) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <Box sx={languageColumns(langs.length, inline)}>
      {langs.map((lang) => (
        <Controller
          key={lang}
          control={control}
          name={`${name}.${lang}` as FieldPath<T>}
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              value={field.value ?? ''}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              label={t('common.inLanguage', {
                label,
                language: t(`common.languages.${lang}`),
              })}
              required={required}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
              error={fieldState.invalid}
              helperText={problemText(fieldState.error?.message)}
              fullWidth
            />
          )}
        />
      ))}
    </Box>
  );
}
