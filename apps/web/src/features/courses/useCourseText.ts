import type { Language } from '@academy/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { inCourseLanguage } from './course-language';

/** A course's text in the reader's language, falling back to the first of the course's languages. */
export function useCourseText(langs: readonly Language[]) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (text: Partial<Record<Language, string>> | null | undefined) =>
      inCourseLanguage(text, langs, language) ?? '',
    [langs, language],
  );
}
