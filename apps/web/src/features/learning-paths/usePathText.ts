import type { LocalizedText } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { localized } from '../../lib/localized';

/** A path's (or its course's) text in the reader's language, else in another one it has. */
export function usePathText(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  return (text) => localized(text, i18n.language);
}
