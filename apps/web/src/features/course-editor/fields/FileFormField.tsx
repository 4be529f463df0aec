import type { UploadType } from '@academy/domain';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useProblemText } from '../../../lib/problem-text';
import { FileField } from './FileField';

/** A FileField bound to one form field. */
export function FileFormField<T extends FieldValues>({
  control,
  name,
  type,
  label,
  storedName,
  required,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  type: UploadType;
  label: string;
  storedName?: string;
  required?: boolean;
}) {
  const problemText = useProblemText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileField
          label={label}
          type={type}
          value={field.value}
          onChange={field.onChange}
          storedName={storedName}
          error={problemText(fieldState.error?.message)}
          required={required}
        />
      )}
    />
  );
}
