import { API_ERRORS, LANGUAGES } from '@academy/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { leaves } from './leaves';
import pt from './pt.json';

const locales: Record<(typeof LANGUAGES)[number], unknown> = { en, pt, es };

const flat = Object.fromEntries(LANGUAGES.map((language) => [language, leaves(locales[language])])) as Record<
  (typeof LANGUAGES)[number],
  Map<string, unknown>
>;
const allKeys = [...new Set(LANGUAGES.flatMap((language) => [...flat[language].keys()]))].sort();

/** The names of the arguments a message takes ({name}, {count, plural, ...}). */
function argumentsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as { type: number; value?: string; options?: object }[]) {
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string')
        names.add(element.value);
      for (const option of Object.values(element.options ?? {}) as { value: unknown[] }[]) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, language).getAst());
  return [...names].sort();
}

describe('locale files', () => {
  it.each(LANGUAGES)('when a key exists in any language, %s has it too', (language) => {
    const missing = allKeys.filter((key) => !flat[language].has(key));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('when %s has a key, its value is a non-empty string', (language) => {
    const bad = [...flat[language]].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)('when %s has a message, it parses as ICU', (language) => {
    const broken: string[] = [];
    for (const [key, value] of flat[language]) {
      try {
        new IntlMessageFormat(String(value), language);
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('when a message takes arguments, every language takes the same ones', () => {
    const differing = allKeys.filter((key) => {
      const [first, ...others] = LANGUAGES.map((language) => {
        const value = flat[language].get(key);
        return typeof value === 'string' ? argumentsOf(value, language).join(',') : '';
      });
      return others.some((names) => names !== first);
    });
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES)('when the API answers any error key, %s has errors.<key>', (language) => {
    const missing = Object.keys(API_ERRORS).filter(
      (key) => typeof flat[language].get(`errors.${key}`) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
