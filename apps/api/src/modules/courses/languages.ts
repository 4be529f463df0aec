import type { Language } from '@academy/domain';
import { AppError } from '../../lib/errors.js';

type PerLanguage = Partial<Record<Language, string>> | undefined;

const isBlank = (value: string | undefined) => !value || value.trim() === '';

/** `{ '<path>.<lang>': 'validation.requiredAllLanguages' }` for each course language left blank. */
export function missingLanguages(value: PerLanguage, langs: readonly Language[], path: string) {
  const fields: Record<string, string> = {};
  for (const lang of langs)
    if (isBlank(value?.[lang])) fields[`${path}.${lang}`] = 'validation.requiredAllLanguages';
  return fields;
}

/** Answers 400 required-all-languages naming every blank field, if any. */
export function requireAllLanguages(fields: Record<string, string>) {
  if (Object.keys(fields).length > 0) throw new AppError('required-all-languages', fields);
}

/** Only the languages that have a value, trimmed: what a lesson stores of a per-language reference. */
export function filledOnly(value: PerLanguage): Partial<Record<Language, string>> {
  const filled: Partial<Record<Language, string>> = {};
  for (const [lang, text] of Object.entries(value ?? {}) as [Language, string | undefined][])
    if (!isBlank(text)) filled[lang] = text?.trim();
  return filled;
}
