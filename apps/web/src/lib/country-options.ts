import type { CountryItem } from '@academy/domain';
import { localized } from './localized';

export interface CountryOption {
  value: string;
  label: string;
}

/** The countries as select options, named and ordered in the reader's language. */
export function countryOptions(countries: readonly CountryItem[], language: string): CountryOption[] {
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => ({ value: country._id, label: localized(country.name, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
