import { Delete } from '@mui/icons-material';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A settings form's buttons: save, cancel (back where it came from) and, for an existing item, remove. */
export function SaveButtons({
  cancelTo,
  busy,
  onRemove,
}: {
  cancelTo?: string;
  busy: boolean;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button type="submit" variant="contained" disabled={busy}>
        {t('common.save')}
      </Button>
      {cancelTo && (
        <Button component={RouterLink} to={cancelTo} color="inherit">
          {t('common.cancel')}
        </Button>
      )}
      {busy && (
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', gap: 1 }}
        >
          <CircularProgress size={18} aria-hidden />
          {t('settings.saving')}
        </Typography>
      )}
      {onRemove && (
        <Button color="error" startIcon={<Delete />} onClick={onRemove} disabled={busy} sx={{ ml: 'auto' }}>
          {t('settings.remove')}
        </Button>
      )}
    </Stack>
  );
}
