/** The interface and content languages of Academy. */
export const LANGUAGES = ['en', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** When neither the user nor the browser names a language we speak, Academy speaks Portuguese. */
export const DEFAULT_LANGUAGE: Language = 'pt';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to show: the user's saved one, else the first browser language we speak
 * (matching on the primary subtag, so `pt-BR` means `pt`), else the default.
 */
export function resolveLanguage(
  userLanguage: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Language {
  if (isLanguage(userLanguage)) return userLanguage;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
