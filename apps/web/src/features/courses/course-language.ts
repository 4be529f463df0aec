import type { Language } from '@academy/domain';

type PerLanguage<T> = Partial<Record<Language, T>> | null | undefined;

/**
 * Which language to show a course's text or file in: `language` when the course is offered in it
 * and has a value there, else the first of the course's languages that has one, else any.
 */
export function pickLanguage<T>(values: PerLanguage<T>, langs: readonly Language[], language: string) {
  if (!values) return undefined;
  const preferred = langs.filter((lang) => lang === language);
  const order = [...preferred, ...langs, ...(Object.keys(values) as Language[])];
  return order.find((lang) => Boolean(values[lang]));
}

/** A course's value (a text, a file URL) in the language `pickLanguage` chooses. */
export function inCourseLanguage<T>(values: PerLanguage<T>, langs: readonly Language[], language: string) {
  const lang = pickLanguage(values, langs, language);
  return lang ? values?.[lang] : undefined;
}
