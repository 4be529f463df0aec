import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Snackbar,
  ThemeProvider,
  Typography,
} from '@mui/material';
import { type Theme, useTheme } from '@mui/material/styles';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmRequest, FeedbackContext, type Severity } from '../../lib/feedback';

/** Spec section 9: the snackbar stays 6000 ms, the confirmation dialog is 500 px wide. */
const SNACKBAR_DURATION_MS = 6000;
const CONFIRM_DIALOG_WIDTH = 500;

interface SnackbarMessage {
  text: string;
  severity: Severity;
  /** a failed request's id, for the user to quote */
  reference: string | null;
  /** a new key restarts the timer when the same text is shown twice */
  key: number;
}

interface PendingConfirm extends ConfirmRequest {
  resolve(answer: boolean): void;
}

/** The app-wide snackbar and confirmation dialog; pages reach them through lib/feedback's hooks. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  // the last asking page's scheme, kept while the dialog fades out after the answer
  const [dialogTheme, setDialogTheme] = useState<Theme | null>(null);
  const appTheme = useTheme();
  const counter = useRef(0);
  const titleId = useId();
  const textId = useId();

  const show = useCallback(
    (text: string, severity: Severity = 'success', reference: string | null = null) => {
      counter.current += 1;
      setMessage({ text, severity, reference, key: counter.current });
      setOpen(true);
    },
    [],
  );

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setDialogTheme(request.theme);
        setPending({ ...request, resolve });
      }),
    [],
  );

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };

  const value = useMemo(() => ({ show, confirm }), [show, confirm]);
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Snackbar
        key={message?.key}
        open={open}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={message?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {message?.text}
          {message?.reference && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {t('common.reference', { id: message.reference })}
            </Typography>
          )}
        </Alert>
      </Snackbar>
      <ThemeProvider theme={dialogTheme ?? appTheme}>
        <Dialog
          open={pending !== null}
          onClose={() => answer(false)}
          aria-labelledby={titleId}
          aria-describedby={textId}
          slotProps={{ paper: { sx: { width: '100%', maxWidth: CONFIRM_DIALOG_WIDTH } } }}
        >
          <DialogTitle id={titleId}>{pending?.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>{pending?.message}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => answer(false)} autoFocus={pending?.destructive} color="inherit">
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => answer(true)}
              autoFocus={!pending?.destructive}
              color={pending?.destructive ? 'error' : 'primary'}
              variant="contained"
            >
              {pending?.confirmLabel ?? t('common.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      </ThemeProvider>
    </FeedbackContext.Provider>
  );
}
