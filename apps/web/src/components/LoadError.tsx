import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../lib/feedback';

/**
 * A part of the page that failed to load, and a button to try again. It says what the API
 * answered (`error`), or `message` where the page has a better sentence for it.
 */
export function LoadError({
  error,
  message,
  onRetry,
  sx,
}: {
  error?: unknown;
  message?: string;
  onRetry(): void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const messageOf = useApiErrorMessage();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message ?? messageOf(error)}
    </Alert>
  );
}
