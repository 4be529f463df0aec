import type { CountryItem } from '@academy/domain';
import { describe, expect, it } from 'vitest';
import { dialCodeOptions } from './dial-codes';

const country = (iso2: string, pt: string, dialCode: string): CountryItem => ({
  _id: iso2.padEnd(24, '0'),
  iso2,
  name: { en: pt, pt, es: pt },
  dialCode,
  region: 'LAAM',
});

describe('dialCodeOptions', () => {
  it('when countries share a code, gives one option naming them all, ordered by country name', () => {
    const options = dialCodeOptions(
      [
        country('BR', 'Brasil', '+55'),
        country('PR', 'Porto Rico', '+1-787'),
        country('BS', 'Bahamas', '+1'),
        country('AR', 'Argentina', '+54'),
        country('DM', 'Dominica', '+1'),
        country('XX', 'Sem código', ''),
      ],
      'pt',
    );
    expect(options).toEqual([
      { code: '+54', label: '+54 · Argentina' },
      { code: '+1', label: '+1 · Bahamas, Dominica' },
      { code: '+55', label: '+55 · Brasil' },
      { code: '+1-787', label: '+1-787 · Porto Rico' },
    ]);
  });
});
