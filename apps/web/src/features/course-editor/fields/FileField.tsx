import { UPLOAD_RULES, type UploadType } from '@academy/domain';
import { AttachFile } from '@mui/icons-material';
import { Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileValue } from '../uploads';
import { FilePicker } from './FilePicker';

interface Props {
  label: string;
  type: UploadType;
  value: FileValue;
  onChange(value: FileValue): void;
  /** the stored file's original name, when the server told it */
  storedName?: string;
  /** the form's problem with this field, already translated */
  error?: string;
  required?: boolean;
}

/**
 * Chooses one file for an upload type. Nothing is sent here: the form uploads every chosen file
 * when it is saved. A file of a type or size the server would refuse is turned away at once.
 */
export function FileField({ label, type, value, onChange, storedName, error, required }: Props) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const rule = UPLOAD_RULES[type];

  const choose = (file: File) => {
    // an unknown type (empty) is left for the server, which reads the bytes anyway
    if (file.type && !rule.mimes.includes(file.type)) return setProblem(t('errors.invalid-file'));
    if (file.size > rule.maxBytes) return setProblem(t('errors.file-too-large'));
    setProblem(null);
    onChange(file);
  };

  return (
    <FilePicker
      label={label}
      accept={rule.mimes.join(',')}
      onPick={choose}
      held={value !== ''}
      onRemove={() => onChange('')}
      problem={problem ?? error}
      hint={t('courseEditor.file.hint', { size: Math.round(rule.maxBytes / (1024 * 1024)) })}
      required={required}
    >
      <FileName value={value} storedName={storedName} />
    </FilePicker>
  );
}

/** What the field holds now: the new file's name, a link to the stored one, or nothing yet. */
function FileName({ value, storedName }: { value: FileValue; storedName?: string }) {
  const { t } = useTranslation();
  if (value instanceof File)
    return (
      <Typography
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
      >
        <AttachFile fontSize="small" aria-hidden />
        {value.name}
      </Typography>
    );
  if (value === '')
    return (
      <Typography variant="body2" color="text.secondary">
        {t('courseEditor.file.none')}
      </Typography>
    );
  return (
    <Link href={value} target="_blank" rel="noopener" variant="body2" sx={{ wordBreak: 'break-all' }}>
      {storedName || t('courseEditor.file.current')}
    </Link>
  );
}
