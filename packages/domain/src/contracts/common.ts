import { z } from 'zod';
import { LANGUAGES } from '../languages.js';

/** Ids are 24 lowercase hex characters: a seconds timestamp followed by random bytes. */
const ID_PATTERN = /^[0-9a-f]{24}$/;
export const idSchema = z.string().regex(ID_PATTERN, 'validation.id');
/** An id chosen in a form, whose absence or damage is reported with the field's own message. */
export const idField = (message: string) => z.string(message).regex(ID_PATTERN, message);

/** An empty email is "Required"; any other refused one "Invalid email". */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.email')
  .pipe(z.email('validation.email'));

export const languageSchema = z.enum(LANGUAGES);

/** The longest title of an item of a short admin list (a training type, a user category). */
export const ITEM_TITLE_MAX = 120;
/**
 * The title of an item of a short admin list, as the server stores it and the form checks it:
 * required (spec section 5; blanks alone count as empty) and at most `ITEM_TITLE_MAX` characters
 * once trimmed.
 */
export const itemTitleSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(ITEM_TITLE_MAX, 'validation.tooLong');

/** Text in every language; `requiredIn` lists the languages that must not be blank. */
export const localizedTextSchema = z.object({
  en: z.string().max(20000).default(''),
  pt: z.string().max(20000).default(''),
  es: z.string().max(20000).default(''),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Part of a name, a title or an email to look for; PostgreSQL text cannot hold a NUL character. */
export const searchSchema = z
  .string('validation.invalid')
  .trim()
  .max(200, 'validation.invalid')
  .refine((value) => !value.includes('\u0000'), 'validation.invalid')
  .default('');

/**
 * The days a call accepts: from 1900 to 2999. A calendar day outside them names no event of an
 * academy, and years past 9999 or before 1 cannot even be written as a PostgreSQL time, so the
 * bounds are checked with the input rather than left to the database.
 */
export const DAY_BOUNDS = { first: '1900-01-01', last: '2999-12-31' } as const;

/**
 * A calendar day, `YYYY-MM-DD`, within `DAY_BOUNDS`: the one schema of every day a call takes
 * (a test goes over every contract for date fields and sends each a day out of bounds).
 */
export const daySchema = z.iso
  .date('validation.invalid')
  .refine((day) => day >= DAY_BOUNDS.first && day <= DAY_BOUNDS.last, 'validation.invalid');

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});

/** A keyset cursor: opaque to the client, which passes back only what a page answered. */
export const cursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

/**
 * The query of a list paged by keyset (cost the same at any page), its own filters in `filters`:
 * - no `cursor` (or `jump: 'first'`): the first page;
 * - `cursor` + `direction: 'after'` (the default): the page after the one that answered `next`;
 * - `cursor` + `direction: 'before'`: the page before the one that answered `previous`;
 * - `jump: 'last'`: the last page, that is the first page of the reversed order.
 * Its answer is a `keysetPageOf` (call.ts).
 */
export const keysetQuery = <S extends z.ZodRawShape>(filters: S, limits: { max: number; default: number }) =>
  z
    .strictObject({
      ...filters,
      cursor: cursorSchema.optional(),
      direction: z.enum(['after', 'before']).default('after'),
      jump: z.enum(['first', 'last']).optional(),
      limit: z.coerce.number().int().min(1).max(limits.max).default(limits.default),
    })
    .refine((query: { jump?: unknown; cursor?: unknown }) => !(query.jump && query.cursor), {
      path: ['cursor'],
      message: 'validation.invalid',
    });

export interface Page<T> {
  items: T[];
  total: number;
}
