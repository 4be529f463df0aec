import { ERASED_CERTIFICATES, type ErasedCertificates } from '@academy/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { useErasePerson } from './privacy-queries';

/**
 * Erasing a person's data, asked first: what goes and what stays, and what becomes of his
 * certificates (kept verifiable under his initials, or revoked). It cannot be undone.
 */
export function ErasePersonDialog({
  user,
  onClose,
}: {
  user: { _id: string; name: string };
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const choiceId = useId();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const erase = useErasePerson(user._id);
  const [certificates, setCertificates] = useState<ErasedCertificates>('initials');

  const confirm = () =>
    erase.mutate(
      { certificates },
      {
        onSuccess: () => {
          show(t('users.erase.done', { name: user.name }), 'success');
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('users.erase.title', { name: user.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('users.erase.message')}</DialogContentText>
        <FormControl>
          <FormLabel id={choiceId}>{t('users.erase.certificates')}</FormLabel>
          <RadioGroup
            aria-labelledby={choiceId}
            value={certificates}
            onChange={(event) => setCertificates(event.target.value as ErasedCertificates)}
          >
            {ERASED_CERTIFICATES.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={t(`users.erase.choices.${choice}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {erase.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(erase.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} color="inherit" autoFocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={erase.isPending}>
          {t('users.erase.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
