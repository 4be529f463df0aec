import type { TsmRegionType } from './roles.js';

/**
 * What the duplicate check reads of a TSM: who he is, his type, the countries he follows (ids)
 * and his regions (free text such as "Sul" or "Norte de Chile").
 */
export interface TsmAssignment {
  userId: string;
  regionType: TsmRegionType | null;
  /** the countries a LAAM tsm follows; a BR tsm's are not read (he covers Brazil) */
  countries: readonly string[];
  regions: readonly string[];
}

/**
 * The one "country" every BR tsm covers. Country ids are 24 hex characters, so this key never
 * meets a real one. A LAAM tsm follows LAAM countries only (the server refuses Brazil there), so
 * a BR and a LAAM tsm never share a country.
 */
export const BRAZIL_COVERAGE = 'BR';

/** The countries a TSM covers, as the duplicate check compares them. */
export function coveredCountries(tsm: TsmAssignment): readonly string[] {
  if (tsm.regionType === 'BR') return [BRAZIL_COVERAGE];
  if (tsm.regionType === 'LAAM') return tsm.countries;
  return [];
}

/** A region as compared: "  Sudeste" and "sudeste" are one region, as are "São Paulo" and "Sao Paulo". */
export function regionKey(region: string): string {
  return region.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The regions as stored: trimmed, blanks dropped, one spelling of each region (the first given). */
export function normalizeTsmRegions(regions: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const region of regions) {
    const key = regionKey(region);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(region.trim().replace(/\s+/g, ' '));
  }
  return kept;
}

/**
 * Whether the two TSMs' regions meet. A TSM with no region covers the whole of his countries, so
 * he meets any region there; two TSMs with regions meet when they share one. This makes the check
 * symmetric: saving A then B is refused exactly when saving B then A would be.
 */
function regionsMeet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  const keys = new Set(a.map(regionKey));
  return b.some((region) => keys.has(regionKey(region)));
}

/**
 * The TSM duplicate check (spec section 5): another TSM with the same country, and the same region
 * if one is given, is a duplicate; the user being edited is excluded.
 *
 * "Country": a BR tsm covers Brazil (whatever his distributors: BR tsms are told apart by region),
 * a LAAM tsm each of his countries; a TSM with no type yet covers nothing. "Region": a TSM's
 * regions; none means the whole country. Regions compare without case, accents or extra spaces.
 *
 * Answers the first of `others` that `candidate` duplicates, or undefined.
 */
export function findTsmDuplicate<T extends TsmAssignment>(
  candidate: TsmAssignment,
  others: readonly T[],
): T | undefined {
  const countries = new Set(coveredCountries(candidate));
  if (countries.size === 0) return undefined;
  return others.find(
    (other) =>
      other.userId !== candidate.userId &&
      coveredCountries(other).some((country) => countries.has(country)) &&
      regionsMeet(candidate.regions, other.regions),
  );
}
