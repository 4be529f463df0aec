import { IMPORT_OUTCOMES, IMPORT_REFUSALS, LANGUAGES } from '@academy/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';

const texts = { en: en.userImport, pt: pt.userImport, es: es.userImport };

describe('the import page', () => {
  it.each(LANGUAGES)(
    'says in %s why a row is refused, for every reason the server gives, and each answer',
    (lang) => {
      const { reasons, outcomes } = texts[lang] as {
        reasons: Record<string, string>;
        outcomes: Record<string, string>;
      };
      expect(Object.keys(reasons).sort()).toEqual([...IMPORT_REFUSALS].sort());
      expect(Object.keys(outcomes).sort()).toEqual([...IMPORT_OUTCOMES].sort());
    },
  );
});
