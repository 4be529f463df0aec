import { type Theme, useTheme } from '@mui/material/styles';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from './api';

export type Severity = 'success' | 'error' | 'info' | 'warning';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  /** the action destroys something: the confirm button is red and the focus starts on cancel */
  destructive?: boolean;
}

/**
 * A question for the confirmation dialog, with the scheme of the page that asks: the dialog sits
 * above the routes, so it would otherwise keep the default yellow over a blue lesson.
 */
export interface ConfirmRequest extends ConfirmOptions {
  theme: Theme;
}

/**
 * What the shell's snackbar and confirmation dialog offer the pages (the shell provides it).
 * `reference` is a failed request's id, shown under the message so the user can quote it.
 */
export interface Feedback {
  show(message: string, severity?: Severity, reference?: string | null): void;
  confirm(request: ConfirmRequest): Promise<boolean>;
}

export const FeedbackContext = createContext<Feedback | null>(null);

function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('feedback hooks outside FeedbackProvider');
  return feedback;
}

export function useSnackbar(): Pick<Feedback, 'show'> {
  const { show } = useFeedback();
  return useMemo(() => ({ show }), [show]);
}

/** Asks a yes/no question in a dialog, in the asking page's scheme; resolves true when confirmed. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { confirm } = useFeedback();
  const theme = useTheme();
  return useCallback((options: ConfirmOptions) => confirm({ ...options, theme }), [confirm, theme]);
}

/** Turns any failure into the translated message of its API error key. */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => t(`errors.${errorKeyOf(error)}`), [t]);
}
