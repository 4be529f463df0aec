import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../lib/feedback';

/** A part of the page that failed to load: the reason, and a button to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const messageOf = useApiErrorMessage();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {messageOf(error)}
    </Alert>
  );
}
