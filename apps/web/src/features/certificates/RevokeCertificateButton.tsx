import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { useRevokeCertificate } from './api';

/** An admin's revocation: a dialog asks for the reason and a confirmation. */
export function RevokeCertificateButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const messageOf = useApiErrorMessage();
  const revoke = useRevokeCertificate(code);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem(t('validation.required'));
      return;
    }
    revoke.mutate(reason.trim(), {
      onSuccess: () => {
        setOpen(false);
        show(t('certificates.revoke.done'), 'success');
      },
      onError: (error) => show(messageOf(error), 'error'),
    });
  };

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('certificates.revoke.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('certificates.revoke.title')}</DialogTitle>
        <Box component="form" onSubmit={submit} noValidate>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('certificates.revoke.message')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              required
              multiline
              minRows={2}
              label={t('certificates.revoke.reason')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
              error={problem !== null}
              helperText={problem ?? ' '}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={revoke.isPending}>
              {t('certificates.revoke.confirm')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
