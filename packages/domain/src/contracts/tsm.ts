import { z } from 'zod';
import { TSM_REGION_TYPES } from '../roles.js';
import { defineCall, pageOf } from './call.js';
import { idField, idSchema, paginationSchema } from './common.js';

/** How much one TSM may follow. */
export const TSM_LIMITS = { masters: 500, countries: 50, regions: 30, regionLength: 60 } as const;

const INVALID = 'validation.invalid';
const localizedName = z.object({ en: z.string(), pt: z.string(), es: z.string() });

/**
 * The TSM view (spec section 3): a TSM and what he follows. A BR tsm follows distributors
 * ("masters") of Brazil, a LAAM tsm countries; either may name regions. `regionType` is null for
 * a TSM no one has assigned yet.
 */
export const tsmViewSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  regionType: z.enum(TSM_REGION_TYPES).nullable(),
  masters: z.array(z.object({ _id: z.string(), name: z.string() })),
  regions: z.array(z.string()),
  countries: z.array(z.object({ _id: z.string(), name: localizedName })),
});
export type TsmView = z.infer<typeof tsmViewSchema>;

export const tsmListQuery = z.strictObject({
  ...paginationSchema.shape,
  /** part of the name or of the email */
  search: z.string().trim().max(100).optional(),
});
export type TsmListQuery = z.infer<typeof tsmListQuery>;

export const tsmIdParams = z.strictObject({ id: idSchema });

/**
 * A TSM's assignment as the form sends it. BR: distributors of Brazil, no countries. LAAM:
 * countries of Latin America outside Brazil, no distributors. Regions are free text for either.
 * Which distributors and countries qualify is checked by the server against the database.
 */
export const saveTsmRequest = z
  .strictObject({
    regionType: z.enum(TSM_REGION_TYPES, 'validation.required'),
    masters: z
      .array(idField('validation.unknownDistributor'), INVALID)
      .max(TSM_LIMITS.masters, INVALID)
      .default([]),
    countries: z.array(idField('validation.country'), INVALID).max(TSM_LIMITS.countries, INVALID).default([]),
    regions: z
      .array(z.string().max(TSM_LIMITS.regionLength, 'validation.tooLong'), INVALID)
      .max(TSM_LIMITS.regions, INVALID)
      .default([]),
  })
  .superRefine((body, context) => {
    const problem = (path: 'masters' | 'countries', message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.regionType === 'BR') {
      if (body.masters.length === 0) problem('masters', 'validation.tsmMasters');
      if (body.countries.length > 0) problem('countries', 'validation.tsmBrNoCountries');
    } else {
      if (body.countries.length === 0) problem('countries', 'validation.tsmCountries');
      if (body.masters.length > 0) problem('masters', 'validation.tsmLaamNoMasters');
    }
  });
export type SaveTsmRequest = z.infer<typeof saveTsmRequest>;

export const tsmCalls = {
  list: defineCall({
    method: 'GET',
    path: '/tsm/list',
    query: tsmListQuery,
    response: pageOf(tsmViewSchema),
    summary: 'One page of the TSMs with what each follows, newest first',
  }),
  get: defineCall({
    method: 'GET',
    path: '/user/tsm/:id',
    params: tsmIdParams,
    response: tsmViewSchema,
    summary: "A TSM's view: his type, distributors, regions and countries (a tsm may read his own)",
  }),
  save: defineCall({
    method: 'PUT',
    path: '/tsm/update/:id',
    params: tsmIdParams,
    body: saveTsmRequest,
    response: tsmViewSchema,
    summary:
      "Sets what a TSM follows (BR: distributors of Brazil; LAAM: countries); refuses another TSM's country and region",
  }),
};
