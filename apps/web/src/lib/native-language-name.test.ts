import { describe, expect, it } from 'vitest';
import { nativeLanguageName } from './native-language-name';

describe('nativeLanguageName', () => {
  it('names each language in itself, capitalised as a label', () => {
    expect(nativeLanguageName('en')).toBe('English');
    expect(nativeLanguageName('pt')).toBe('Português');
    expect(nativeLanguageName('es')).toBe('Español');
  });
});
