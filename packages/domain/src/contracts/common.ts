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

/** Text in every language; `requiredIn` lists the languages that must not be blank. */
export const localizedTextSchema = z.object({
  en: z.string().max(20000).default(''),
  pt: z.string().max(20000).default(''),
  es: z.string().max(20000).default(''),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});

export interface Page<T> {
  items: T[];
  total: number;
}
