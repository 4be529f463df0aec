import { z } from 'zod';
import { defineCall } from './call.js';
import { idSchema } from './common.js';

/** Regions a country belongs to for TSM scopes: Brazil alone, or the rest of Latin America. */
export const COUNTRY_REGIONS = ['BR', 'LAAM'] as const;
export type CountryRegion = (typeof COUNTRY_REGIONS)[number];

export const countryIdParams = z.strictObject({ id: idSchema });
export const countryIdQuery = z.strictObject({ countryId: idSchema });
export const stateIdQuery = z.strictObject({ stateId: idSchema });
export const findCountryByNameQuery = z.strictObject({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.invalid'),
});

/** An international dialling prefix as shown in forms: `+55`, `+1-268`. */
export const dialCodeSchema = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}(-\d{1,4})?$/, 'validation.dialCode');

const requiredText = z
  .string()
  .trim()
  .min(1, 'validation.requiredAllLanguages')
  .max(120, 'validation.invalid');

export const saveCountryRequest = z.strictObject({
  _id: idSchema,
  name: z.strictObject({ en: requiredText, pt: requiredText, es: requiredText }),
  dialCode: dialCodeSchema,
});
export type SaveCountryRequest = z.infer<typeof saveCountryRequest>;

export const distributorListParams = z.strictObject({ countryID: idSchema });
export const distributorParams = z.strictObject({ countryID: idSchema, id: idSchema });
/** A state's code (`SP`, `RJ`) as the geography data names it. */
const stateCodeSchema = z.string().trim().max(10, 'validation.state');
export const distributorListQuery = z.strictObject({
  state: stateCodeSchema.min(1, 'validation.state').optional(),
});

export const saveDistributorRequest = z.strictObject({
  countryID: idSchema,
  distributor: z.strictObject({
    _id: idSchema.optional(),
    name: z.string().trim().min(1, 'validation.required').max(200, 'validation.name'),
    /** empty when the distributor serves the whole country */
    state: stateCodeSchema.default(''),
    enabled: z.boolean('validation.invalid').default(true),
    /** its partner tier (null: none); left out, a new one has none and a saved one keeps its own */
    tierId: idSchema.nullable().optional(),
  }),
});
export type SaveDistributorRequest = z.infer<typeof saveDistributorRequest>;

const localizedName = z.object({ en: z.string(), pt: z.string(), es: z.string() });

export const countryItemSchema = z.object({
  _id: z.string(),
  iso2: z.string(),
  name: localizedName,
  dialCode: z.string(),
  region: z.enum(COUNTRY_REGIONS),
});
export type CountryItem = z.infer<typeof countryItemSchema>;
export const countryDetailSchema = countryItemSchema.extend({ statesCount: z.number() });
export type CountryDetail = z.infer<typeof countryDetailSchema>;
export const stateItemSchema = z.object({ _id: z.string(), code: z.string(), name: z.string() });
export type StateItem = z.infer<typeof stateItemSchema>;
export const cityItemSchema = z.object({ _id: z.string(), name: z.string() });
export type CityItem = z.infer<typeof cityItemSchema>;
export const distributorItemSchema = z.object({
  _id: z.string(),
  countryId: z.string(),
  name: z.string(),
  /** state code, or empty for the whole country */
  state: z.string(),
  enabled: z.boolean(),
  /** its partner tier, or null */
  tierId: z.string().nullable(),
});
export type DistributorItem = z.infer<typeof distributorItemSchema>;

export const countryCalls = {
  list: defineCall({
    method: 'GET',
    path: '/country/list',
    response: z.array(countryItemSchema),
    summary: 'Every country: Brazil first, then the LAAM countries by name',
  }),
  get: defineCall({
    method: 'GET',
    path: '/country/get/:id',
    params: countryIdParams,
    response: countryDetailSchema,
    summary: 'One country with the number of its states',
  }),
  listStates: defineCall({
    method: 'GET',
    path: '/country/listStates',
    query: countryIdQuery,
    response: z.array(stateItemSchema),
    summary: "A country's states by name",
  }),
  listCities: defineCall({
    method: 'GET',
    path: '/country/listCities',
    query: stateIdQuery,
    response: z.array(cityItemSchema),
    summary: "A state's cities by name",
  }),
  dialCode: defineCall({
    method: 'GET',
    path: '/country/getDialCode',
    query: countryIdQuery,
    response: z.object({ dialCode: z.string() }),
    summary: "A country's dialling prefix",
  }),
  findByName: defineCall({
    method: 'GET',
    path: '/country/find-by-name',
    query: findCountryByNameQuery,
    response: countryItemSchema,
    summary: 'The country with that name in any language',
  }),
  save: defineCall({
    method: 'POST',
    path: '/country/save',
    body: saveCountryRequest,
    response: countryItemSchema,
    summary: "Changes a country's names and dialling prefix",
  }),
  listDistributors: defineCall({
    method: 'GET',
    path: '/country/distributors/:countryID/list',
    params: distributorListParams,
    query: distributorListQuery,
    response: z.array(distributorItemSchema),
    summary: "A country's distributors (admins also see the disabled ones)",
  }),
  getDistributor: defineCall({
    method: 'GET',
    path: '/country/distributors/:countryID/get/:id',
    params: distributorParams,
    response: distributorItemSchema,
    summary: 'One distributor',
  }),
  saveDistributor: defineCall({
    method: 'POST',
    path: '/country/distributors/save',
    body: saveDistributorRequest,
    response: distributorItemSchema,
    summary: 'Creates or changes a distributor',
  }),
  distributorUsers: defineCall({
    method: 'GET',
    path: '/country/distributors/:countryID/users-count/:id',
    params: distributorParams,
    response: z.object({ users: z.number() }),
    summary: 'How many users removing the distributor would disable',
  }),
  removeDistributor: defineCall({
    method: 'DELETE',
    path: '/country/distributors/:countryID/:id',
    params: distributorParams,
    response: z.object({ ok: z.boolean(), disabledUsers: z.number() }),
    summary: 'Removes a distributor and disables its users',
  }),
};
