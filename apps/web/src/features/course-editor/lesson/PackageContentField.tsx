import type { Language } from '@academy/domain';
import { Box } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageColumns } from '../../../components/language-columns';
import { useProblemText } from '../../../lib/problem-text';
import { PackageField } from '../fields/PackageField';
import type { LessonForm } from '../lesson-form';

/** A package lesson's package in each of the course's languages: a SCORM or cmi5 zip each. */
export function PackageContentField({
  control,
  langs,
}: {
  control: Control<LessonForm>;
  langs: readonly Language[];
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <Box sx={languageColumns(langs.length)}>
      {langs.map((lang) => (
        <Controller
          key={lang}
          control={control}
          name={`package.${lang}`}
          render={({ field, fieldState }) => (
            <PackageField
              label={t('common.inLanguage', {
                label: t('courseEditor.package.label'),
                language: t(`common.languages.${lang}`),
              })}
              value={field.value}
              onChange={field.onChange}
              error={problemText(fieldState.error?.message)}
              required
            />
          )}
        />
      ))}
    </Box>
  );
}
