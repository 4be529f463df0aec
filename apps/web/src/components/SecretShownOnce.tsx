import { ContentCopy } from '@mui/icons-material';
import { Alert, AlertTitle, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../lib/feedback';

/**
 * A secret the server answers once (an API token, a webhook's signing secret), shown with a way to
 * copy it and a reminder that it will not be shown again; `onDone` hides it.
 */
export function SecretShownOnce({
  title,
  label,
  value,
  onDone,
}: {
  title: string;
  label: string;
  value: string;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      show(t('common.secret.copied'), 'success');
    } catch {
      show(t('common.secret.copyFailed'), 'error');
    }
  };
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{title}</AlertTitle>
      {t('common.secret.shownOnce')}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1.5, alignItems: { sm: 'center' } }}>
        <TextField
          value={value}
          label={label}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
            {t('common.secret.copy')}
          </Button>
          <Button color="inherit" onClick={onDone}>
            {t('common.secret.done')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
