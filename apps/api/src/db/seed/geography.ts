import type { CountryRegion } from '@academy/domain';
import {
  getCitiesOfState,
  getCountries,
  getCountryByCode,
  getStatesOfCountry,
  type ICountry,
} from '@countrystatecity/countries';
import { sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.js';
import type { Db } from '../client.js';
import { cities, countries, states } from '../schema/index.js';
import { insertInChunks } from './bulk.js';

/**
 * The countries an academy serves: Brazil (region BR) and the rest of Latin America and the
 * Caribbean (region LAAM), taken from the @countrystatecity/countries data (ODbL).
 * LAAM follows the UN M49 grouping "Latin America and the Caribbean": the package's
 * subregions South America, Central America and Caribbean, plus Mexico, which the package
 * files under Northern America.
 */
const LAAM_SUBREGIONS = new Set(['South America', 'Central America', 'Caribbean']);
const LAAM_EXTRA = new Set(['MX']);

export function regionOf(country: Pick<ICountry, 'iso2' | 'subregion'>): CountryRegion | null {
  if (country.iso2 === 'BR') return 'BR';
  if (LAAM_SUBREGIONS.has(country.subregion) || LAAM_EXTRA.has(country.iso2)) return 'LAAM';
  return null;
}

// Two instances starting together on one database must not both load the data.
const GEOGRAPHY_LOCK = 7_140_001;

async function hasCountries(db: Db) {
  return (await db.select({ id: countries.id }).from(countries).limit(1)).length > 0;
}

/** The served countries with their translations, states and the cities of each state. */
async function readServedGeography() {
  const served = (await getCountries()).flatMap((country) => {
    const region = regionOf(country);
    return region ? [{ country, region }] : [];
  });
  return Promise.all(
    served.map(async ({ country, region }) => {
      const [meta, countryStates] = await Promise.all([
        getCountryByCode(country.iso2),
        getStatesOfCountry(country.iso2),
      ]);
      const stateCities = await Promise.all(
        countryStates.map((state) => getCitiesOfState(country.iso2, state.iso2)),
      );
      return { country, region, translations: meta?.translations ?? {}, countryStates, stateCities };
    }),
  );
}

/**
 * Loads the served countries with their dial codes, states and cities, unless countries are
 * already there. About 50 countries, 700 states and 25,000 cities, in multi-row inserts.
 * Returns whether it loaded anything.
 */
export async function seedGeography(db: Db): Promise<boolean> {
  if (await hasCountries(db)) return false;
  const data = await readServedGeography();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GEOGRAPHY_LOCK})`);
    if (await hasCountries(tx)) return false;

    const countryRows: (typeof countries.$inferInsert)[] = [];
    const stateRows: (typeof states.$inferInsert)[] = [];
    const cityRows: (typeof cities.$inferInsert)[] = [];
    for (const { country, region, translations, countryStates, stateCities } of data) {
      const countryId = newId();
      countryRows.push({
        id: countryId,
        iso2: country.iso2,
        name: {
          en: country.name,
          pt: translations.pt ?? translations['pt-BR'] ?? country.name,
          es: translations.es ?? country.name,
        },
        dialCode: country.phonecode ? `+${country.phonecode.replace(/^\+/, '')}` : '',
        region,
      });
      countryStates.forEach((state, index) => {
        const stateId = newId();
        stateRows.push({ id: stateId, countryId, code: state.iso2, name: state.name });
        for (const city of stateCities[index] ?? []) cityRows.push({ id: newId(), stateId, name: city.name });
      });
    }
    await insertInChunks(tx, countries, countryRows);
    await insertInChunks(tx, states, stateRows);
    await insertInChunks(tx, cities, cityRows);
    return true;
  });
}
