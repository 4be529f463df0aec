import type { Language, LocalizedFiles, UploadType } from '@academy/domain';
import { Box } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageColumns } from '../../../components/language-columns';
import { FileFormField } from './FileFormField';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** the path of a `{ en, pt, es }` of file values */
  name: FieldPath<T>;
  label: string;
  langs: readonly Language[];
  type: UploadType;
  /** the stored files' original names by language */
  storedNames?: LocalizedFiles;
  required?: boolean;
  /** the languages side by side on a wide screen */
  inline?: boolean;
}

/** One file per course language (a pdf, a material, a question's picture). */
export function LocalizedFileField<T extends FieldValues>({
  control,
  name,
  label,
  langs,
  type,
  storedNames,
  required,
  inline,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <Box sx={languageColumns(langs.length, inline)}>
      {langs.map((lang) => (
        <FileFormField
          key={lang}
          control={control}
          name={`${name}.${lang}` as FieldPath<T>}
          type={type}
          label={t('common.inLanguage', { label, language: t(`common.languages.${lang}`) })}
          storedName={storedNames?.[lang]}
          required={required}
        />
      ))}
    </Box>
  );
}
