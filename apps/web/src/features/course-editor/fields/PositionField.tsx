import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';

/** The position of a course, module or lesson; left blank, the server puts a new one last. */
export function PositionField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      label={t('courseEditor.field.position')}
      helperText={t('courseEditor.field.positionHint')}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      sx={{ maxWidth: { sm: 240 } }}
    />
  );
}
