import { blankLanguages, isBlankValue, type Language } from '@academy/domain';
import { AppError } from '../../lib/errors.js';

type PerLanguage = Partial<Record<Language, string>> | undefined;

/** `{ '<path>.<lang>': 'validation.requiredAllLanguages' }` for each course language left blank. */
export function missingLanguages(value: PerLanguage, langs: readonly Language[], path: string) {
  return problemFields(blankLanguages(value, langs, [path]));
}

/** Rule problems as the failure envelope's `fields`: dotted paths to message keys. */
export const problemFields = (problems: readonly { path: (string | number)[]; message: string }[]) =>
  Object.fromEntries(problems.map((problem) => [problem.path.join('.'), problem.message]));

/** Answers 400 required-all-languages naming every blank field, if any. */
export function requireAllLanguages(fields: Record<string, string>) {
  if (Object.keys(fields).length > 0) throw new AppError('required-all-languages', fields);
}

/** Only the languages that have a value, trimmed: what a lesson stores of a per-language reference. */
export function filledOnly(value: PerLanguage): Partial<Record<Language, string>> {
  const filled: Partial<Record<Language, string>> = {};
  for (const [lang, text] of Object.entries(value ?? {}) as [Language, string | undefined][])
    if (!isBlankValue(text)) filled[lang] = text?.trim();
  return filled;
}
