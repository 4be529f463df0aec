import { LANGUAGES, type Language, type LocalizedText } from '@academy/domain';

/** The text in `language`, else in the first other language that has one. */
export function localized(text: Partial<LocalizedText> | null | undefined, language: string): string {
  if (!text) return '';
  const wanted = text[language as Language];
  if (wanted) return wanted;
  for (const other of LANGUAGES) if (text[other]) return text[other];
  return '';
}
