import type { CityItem, CountryDetail, CountryItem, SaveCountryRequest, StateItem } from '@academy/domain';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, countries, states } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

const countryColumns = {
  _id: countries.id,
  iso2: countries.iso2,
  name: countries.name,
  dialCode: countries.dialCode,
  region: countries.region,
};

/** Brazil first (region BR), then the LAAM countries by English name. */
export async function listCountries(db: Db): Promise<CountryItem[]> {
  return db
    .select(countryColumns)
    .from(countries)
    .orderBy(asc(countries.region), sql`${countries.name}->>'en'`);
}

export async function getCountry(db: Db, id: string): Promise<CountryDetail> {
  const [country] = await db
    .select({ ...countryColumns, statesCount: count(states.id) })
    .from(countries)
    .leftJoin(states, eq(states.countryId, countries.id))
    .where(eq(countries.id, id))
    .groupBy(countries.id);
  if (!country) throw new AppError('not-found');
  return country;
}

export async function listStates(db: Db, countryId: string): Promise<StateItem[]> {
  return db
    .select({ _id: states.id, code: states.code, name: states.name })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}

export async function listCities(db: Db, stateId: string): Promise<CityItem[]> {
  return db
    .select({ _id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name));
}

export async function getDialCode(db: Db, countryId: string): Promise<{ dialCode: string }> {
  const [country] = await db
    .select({ dialCode: countries.dialCode })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  if (!country) throw new AppError('not-found');
  return country;
}

/** The country whose name in any language is `name`, ignoring case ("brasil", "Brazil"). */
export async function findCountryByName(db: Db, name: string): Promise<CountryItem> {
  const wanted = name.toLowerCase();
  const inLanguage = (lang: 'en' | 'pt' | 'es') => sql`lower(${countries.name}->>${lang}) = ${wanted}`;
  const [country] = await db
    .select(countryColumns)
    .from(countries)
    .where(or(inLanguage('en'), inLanguage('pt'), inLanguage('es')))
    .orderBy(asc(countries.region))
    .limit(1);
  if (!country) throw new AppError('not-found');
  return country;
}

export async function saveCountry(db: Db, input: SaveCountryRequest): Promise<CountryItem> {
  const [country] = await db
    .update(countries)
    .set({ name: input.name, dialCode: input.dialCode })
    .where(eq(countries.id, input._id))
    .returning(countryColumns);
  if (!country) throw new AppError('not-found');
  return country;
}

/** Whether a country has a state of that code (distributors name their state by code). */
export async function hasState(db: Db, countryId: string, code: string): Promise<boolean> {
  const found = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.countryId, countryId), eq(states.code, code)))
    .limit(1);
  return found.length > 0;
}
