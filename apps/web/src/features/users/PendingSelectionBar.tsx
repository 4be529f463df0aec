import { Check, Close } from '@mui/icons-material';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PendingSelection } from './pending-selection';
import { useRegistrationAnswer } from './use-registration-answer';

/** What to do with the ticked registrations: approve or reject them all at once, or untick them. */
export function PendingSelectionBar({ selection }: { selection: PendingSelection }) {
  const { t } = useTranslation();
  const { answer, busy, answering } = useRegistrationAnswer();
  const count = selection.selected.length;
  if (count === 0) return null;

  const answerAll = async (accept: boolean) => {
    if (await answer(selection.selected, accept)) selection.clear();
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('usersCheck.selectionLabel')}
      sx={{ p: 1.5, position: 'sticky', top: 72, zIndex: 1 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Typography sx={{ flex: 1, fontWeight: 600 }} role="status">
          {t('usersCheck.selected', { count })}
        </Typography>
        <Button
          variant="contained"
          startIcon={<Check />}
          onClick={() => void answerAll(true)}
          loading={busy && answering === true}
          disabled={busy}
        >
          {t('usersCheck.approveSelected', { count })}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<Close />}
          onClick={() => void answerAll(false)}
          loading={busy && answering === false}
          disabled={busy}
        >
          {t('usersCheck.rejectSelected', { count })}
        </Button>
        <Button color="inherit" onClick={selection.clear} disabled={busy}>
          {t('usersCheck.clearSelection')}
        </Button>
      </Stack>
    </Paper>
  );
}
