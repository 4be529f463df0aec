import { ContentCopy } from '@mui/icons-material';
import { Alert, AlertTitle, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../lib/feedback';

/** The token just made, shown this once, with a way to copy it. */
export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone(): void }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      show(t('apiTokens.copied'), 'success');
    } catch {
      show(t('apiTokens.copyFailed'), 'error');
    }
  };
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('apiTokens.madeTitle', { name })}</AlertTitle>
      {t('apiTokens.madeHint')}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1.5, alignItems: { sm: 'center' } }}>
        <TextField
          value={token}
          label={t('apiTokens.tokenLabel')}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
            {t('apiTokens.copy')}
          </Button>
          <Button color="inherit" onClick={onDone}>
            {t('apiTokens.madeDone')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
