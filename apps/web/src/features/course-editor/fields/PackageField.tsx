import { MAX_PACKAGE_UPLOAD_BYTES } from '@academy/domain';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useApiErrorMessage } from '../../../lib/feedback';
import { useProblemText } from '../../../lib/problem-text';
import { usePackageUpload } from '../package-api';
import { FilePicker } from './FilePicker';
import { PackageSummary } from './PackageSummary';

interface Props {
  label: string;
  /** the uploaded package's id, '' for none */
  value: string;
  onChange(value: string): void;
  /** the form's problem with this field, already translated */
  error?: string;
  required?: boolean;
}

const ZIP_TYPES = '.zip,application/zip,application/x-zip-compressed';

/**
 * A package lesson's zip in one language. Unlike other files it is sent as soon as it is chosen,
 * with its progress: the server checks it and says what it is (its standard, title and units), or
 * why it is refused, before the lesson is saved with its id.
 */
export function PackageField({ label, value, onChange, error, required }: Props) {
  const { t } = useTranslation();
  const upload = usePackageUpload();
  const refusal = useRefusalText();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState('');

  const pick = (file: File) => {
    // a zip larger than the server reads is turned away before it is sent
    if (file.size > MAX_PACKAGE_UPLOAD_BYTES) return setProblem(t('errors.file-too-large'));
    setProblem(null);
    setSending(file.name);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange(uploaded._id),
      onError: (failure) => setProblem(refusal(failure)),
    });
  };

  return (
    <FilePicker
      label={label}
      accept={ZIP_TYPES}
      onPick={pick}
      held={value !== ''}
      onRemove={() => {
        setProblem(null);
        onChange('');
      }}
      problem={problem ?? error}
      hint={t('courseEditor.package.hint')}
      required={required}
      disabled={upload.isPending}
    >
      {upload.isPending ? (
        <UploadProgress name={sending} sent={upload.sent} />
      ) : (
        <PackageSummary id={value} />
      )}
    </FilePicker>
  );
}

/** Why an upload failed: the server's reason for refusing the package, else the failure's message. */
function useRefusalText() {
  const problemText = useProblemText();
  const messageOf = useApiErrorMessage();
  return (failure: unknown) => {
    const reason = failure instanceof ApiError ? failure.fields.package : undefined;
    return (reason && problemText(reason)) || messageOf(failure);
  };
}

/** How much of the zip has gone; once it all has, the server is checking it. */
function UploadProgress({ name, sent }: { name: string; sent: number | null }) {
  const { t } = useTranslation();
  const checking = sent === null || sent >= 1;
  const percent = Math.round((sent ?? 0) * 100);
  const words = checking
    ? t('courseEditor.package.checking', { name })
    : t('courseEditor.package.sending', { name, percent });
  return (
    <Box role="status" sx={{ flex: '1 1 12rem', minWidth: 0 }}>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {words}
      </Typography>
      <LinearProgress
        aria-label={words}
        variant={checking ? 'indeterminate' : 'determinate'}
        value={percent}
      />
    </Box>
  );
}
