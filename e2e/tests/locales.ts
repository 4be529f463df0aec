import { readFileSync } from 'node:fs';

type Messages = { [key: string]: string | Messages };

const cache = new Map<string, Messages>();

/**
 * A text of the web app in one language, read from its own locale file (`errors.invalid-code`),
 * so a test follows the app's wording instead of repeating it.
 */
export function text(language: 'en' | 'pt' | 'es', key: string): string {
  let messages = cache.get(language);
  if (!messages) {
    const file = new URL(`../../apps/web/src/locales/${language}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    cache.set(language, messages);
  }
  const found = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages,
    );
  if (typeof found !== 'string') throw new Error(`no text ${language}:${key}`);
  return found;
}
