import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage } from './languages.js';

describe('resolveLanguage', () => {
  it("takes the user's language first, whatever the browser says", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.array(fc.string()), (lang, browser) => {
        expect(resolveLanguage(lang, browser)).toBe(lang);
      }),
    );
  });

  it('then the first browser language we speak, by primary subtag', () => {
    expect(resolveLanguage(null, ['de-DE', 'es-AR', 'pt-BR'])).toBe('es');
    expect(resolveLanguage(undefined, ['EN_us'])).toBe('en');
    expect(resolveLanguage('fr', ['pt-PT'])).toBe('pt');
  });

  it('else Portuguese', () => {
    expect(resolveLanguage(null, [])).toBe(DEFAULT_LANGUAGE);
    expect(DEFAULT_LANGUAGE).toBe('pt');
  });

  it('always answers one of the three languages', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (user, browser) => {
        expect(LANGUAGES).toContain(resolveLanguage(user, browser));
      }),
    );
  });
});
