import { useCallback } from 'react';
import { type ConfirmOptions, useApiErrorMessage, useConfirm, useSnackbar } from './feedback';

export interface ConfirmThenActOptions extends ConfirmOptions {
  /** the change, run once the user said yes */
  act(): Promise<unknown>;
  /** shown in the snackbar when the change is made */
  done?: string;
}

/**
 * Asks in the shell's confirmation dialog, then makes the change; a failure shows its message
 * in the snackbar. Resolves true once the change is made (the page may then move on), false when
 * the user said no or the change failed.
 */
export function useConfirmThenAct(): (options: ConfirmThenActOptions) => Promise<boolean> {
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  return useCallback(
    async ({ act, done, ...question }: ConfirmThenActOptions) => {
      if (!(await confirm(question))) return false;
      try {
        await act();
      } catch (error) {
        show(errorMessage(error), 'error');
        return false;
      }
      if (done) show(done);
      return true;
    },
    [confirm, show, errorMessage],
  );
}
