import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An action's name for people: a translation for the actions we know, the recorded name itself
 * for the others (an action recorded by newer code shows before it has a translation).
 */
export function useActionLabel(): (action: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (action: string) => {
      const key = `audit.actions.${action.replace(/\./g, '_')}`;
      return i18n.exists(key) ? t(key) : action;
    },
    [t, i18n],
  );
}
