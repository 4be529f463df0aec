import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from './api';

/**
 * The message of a failed save of something that already exists (an edit): a refusal the server
 * explains is told as said; a failure it does not explain (the server or the network failed) is
 * "Error to edit" (spec section 8), where a new item's save says "There is something wrong".
 */
export function useSaveErrorMessage(editing: boolean): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const key = errorKeyOf(error);
      return editing && key === 'internal' ? t('common.editFailed') : t(`errors.${key}`);
    },
    [t, editing],
  );
}
