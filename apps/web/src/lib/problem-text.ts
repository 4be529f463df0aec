import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The text of a form problem. Problems are i18n keys (the client's own, or a field key the server
 * sent); a key this version of the app does not know reads as the generic "filled out incorrectly".
 */
export function useProblemText(): (key: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      return i18n.exists(key) ? t(key) : t('validation.invalid');
    },
    [t, i18n],
  );
}
