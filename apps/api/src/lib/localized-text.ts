import type { Language } from '@academy/domain';
import type { Localized } from '../db/schema/columns.js';

/** Text in `lang`, else in the first of `langs` that has it (a course's title in a language it lacks is blank). */
export function textIn(text: Localized, lang: Language, langs: readonly Language[]): string {
  for (const candidate of [lang, ...langs, 'en', 'pt', 'es'] as const)
    if (text[candidate]) return text[candidate];
  return '';
}
