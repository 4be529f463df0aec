import type { CountryItem } from '@academy/domain';
import { localized } from './localized';

export interface DialCodeOption {
  code: string;
  /** the countries that use the code, in the reader's language */
  label: string;
}

/** One option per dial code (several countries share +1), ordered by the first country's name. */
export function dialCodeOptions(countries: readonly CountryItem[], language: string): DialCodeOption[] {
  const byCode = new Map<string, string[]>();
  for (const country of countries) {
    if (!country.dialCode) continue;
    const names = byCode.get(country.dialCode) ?? [];
    names.push(localized(country.name, language));
    byCode.set(country.dialCode, names);
  }
  return [...byCode.entries()]
    .map(([code, names]) => ({
      code,
      label: `${code} · ${names.sort((a, b) => a.localeCompare(b)).join(', ')}`,
    }))
    .sort((a, b) => a.label.slice(a.code.length).localeCompare(b.label.slice(b.code.length), language));
}
