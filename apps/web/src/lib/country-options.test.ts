import type { CountryItem } from '@academy/domain';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

const country = (iso2: string, name: CountryItem['name']): CountryItem => ({
  _id: iso2.padEnd(24, '0'),
  iso2,
  name,
  dialCode: '+1',
  region: 'LAAM',
});

const countries = [
  country('MX', { en: 'Mexico', pt: 'México', es: 'México' }),
  country('BR', { en: 'Brazil', pt: 'Brasil', es: 'Brasil' }),
  country('PE', { en: 'Peru', pt: 'Peru', es: 'Perú' }),
];

describe('countryOptions', () => {
  it('names the countries in the reader language and orders them by that name', () => {
    expect(countryOptions(countries, 'en').map((option) => option.label)).toEqual([
      'Brazil',
      'Mexico',
      'Peru',
    ]);
    expect(countryOptions(countries, 'es').map((option) => option.label)).toEqual([
      'Brasil',
      'México',
      'Perú',
    ]);
  });

  it('keeps the country id as the value', () => {
    expect(countryOptions(countries, 'pt')[0]).toEqual({ value: 'BR'.padEnd(24, '0'), label: 'Brasil' });
  });
});
