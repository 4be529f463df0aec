import type { Language } from '@academy/domain';

/**
 * A language's name in itself ("Português"), for the language choices: the browser's own data
 * holds every language's name, so the texts of the languages not shown need not be downloaded.
 * Capitalised, as it stands alone as a label.
 */
export function nativeLanguageName(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
