import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Snackbar,
} from '@mui/material';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../lib/api';

/** Spec section 9: the snackbar stays 6000 ms, the confirmation dialog is 500 px wide. */
export const SNACKBAR_DURATION_MS = 6000;
export const CONFIRM_DIALOG_WIDTH = 500;

export type Severity = 'success' | 'error' | 'info' | 'warning';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  /** the action destroys something: the confirm button is red and the focus starts on cancel */
  destructive?: boolean;
}

interface Feedback {
  show(message: string, severity?: Severity): void;
  confirm(options: ConfirmOptions): Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

interface SnackbarMessage {
  text: string;
  severity: Severity;
  /** a new key restarts the timer when the same text is shown twice */
  key: number;
}

interface PendingConfirm extends ConfirmOptions {
  resolve(answer: boolean): void;
}

/** The app-wide snackbar and confirmation dialog. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const counter = useRef(0);
  const titleId = useId();
  const textId = useId();

  const show = useCallback((text: string, severity: Severity = 'success') => {
    counter.current += 1;
    setMessage({ text, severity, key: counter.current });
    setOpen(true);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...options, resolve });
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
        </Alert>
      </Snackbar>
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
    </FeedbackContext.Provider>
  );
}

function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('feedback hooks outside FeedbackProvider');
  return feedback;
}

export function useSnackbar(): { show(message: string, severity?: Severity): void } {
  const { show } = useFeedback();
  return useMemo(() => ({ show }), [show]);
}

/** Asks a yes/no question in a dialog; resolves true when confirmed. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useFeedback().confirm;
}

/** Turns any failure into the translated message of its API error key. */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => t(`errors.${errorKeyOf(error)}`), [t]);
}
