import { saveTsmRequest, type TsmView } from '@academy/domain';
import type { z } from 'zod';

/** The assignment form checks what the server checks before asking it (the same schema). */
export const tsmFormSchema = saveTsmRequest;
export type TsmForm = z.input<typeof tsmFormSchema>;

export const TSM_FORM_FIELDS = ['regionType', 'masters', 'countries', 'regions'] as const;

/** The form's field for a server path (`masters.2` is the masters field). */
export const tsmFieldOf = (serverPath: string) =>
  TSM_FORM_FIELDS.find((field) => field === serverPath.split('.')[0]) ?? null;

/**
 * The form of a TSM's view. One saved without a type reads as the session does: LAAM when he
 * follows countries, else BR.
 */
export const tsmFormOf = (view: TsmView): TsmForm => ({
  regionType: view.regionType ?? (view.countries.length > 0 ? 'LAAM' : 'BR'),
  masters: view.masters.map((master) => master._id),
  countries: view.countries.map((country) => country._id),
  regions: view.regions,
});
