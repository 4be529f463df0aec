import { describe, expect, it } from 'vitest';
import { localized } from './localized';

describe('localized', () => {
  it('when the text exists in the language, returns it', () => {
    expect(localized({ en: 'Hello', pt: 'Olá', es: 'Hola' }, 'es')).toBe('Hola');
  });

  it('when the language is blank, falls back to the first language that has text', () => {
    expect(localized({ en: '', pt: 'Olá', es: '' }, 'es')).toBe('Olá');
  });

  it('when there is no text at all, returns an empty string', () => {
    expect(localized(null, 'pt')).toBe('');
  });
});
