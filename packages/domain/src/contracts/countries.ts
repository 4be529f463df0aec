import { z } from 'zod';
import type { LocalizedText } from './common.js';
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
  }),
});
export type SaveDistributorRequest = z.infer<typeof saveDistributorRequest>;

export interface CountryItem {
  _id: string;
  iso2: string;
  name: LocalizedText;
  dialCode: string;
  region: CountryRegion;
}
export interface CountryDetail extends CountryItem {
  statesCount: number;
}
export interface StateItem {
  _id: string;
  code: string;
  name: string;
}
export interface CityItem {
  _id: string;
  name: string;
}
export interface DistributorItem {
  _id: string;
  countryId: string;
  name: string;
  /** state code, or empty for the whole country */
  state: string;
  enabled: boolean;
}
