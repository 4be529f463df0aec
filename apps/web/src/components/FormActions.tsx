import { Delete } from '@mui/icons-material';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface FormActionsProps {
  /** where cancel goes back to; no cancel button without it */
  cancelTo?: string;
  busy: boolean;
  /** what the form says while it saves */
  busyText: string;
  /** for an existing item: its removal, with the button's text */
  remove?: { onClick: () => void; text: string };
}

/** A form's buttons: save, cancel and, for an existing item, remove; a status line while saving. */
export function FormActions({ cancelTo, busy, busyText, remove }: FormActionsProps) {
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
          {busyText}
        </Typography>
      )}
      {remove && (
        <Button
          color="error"
          startIcon={<Delete />}
          onClick={remove.onClick}
          disabled={busy}
          sx={{ ml: 'auto' }}
        >
          {remove.text}
        </Button>
      )}
    </Stack>
  );
}
