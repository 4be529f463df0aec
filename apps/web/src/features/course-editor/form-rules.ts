import { blankLanguages, isBlankValue, type Language } from '@academy/domain';
import { z } from 'zod';
import type { FileValue } from './uploads';

export type Localized = Record<Language, string>;
export type LocalizedFileValues = Record<Language, FileValue>;

export const emptyLocalized = (): Localized => ({ en: '', pt: '', es: '' });
export const emptyFiles = (): LocalizedFileValues => ({ en: '', pt: '', es: '' });

/** A saved per-language text or file list as the form holds it: every language present. */
export const toLocalized = (value: Partial<Record<Language, string>> | undefined): Localized => ({
  en: value?.en ?? '',
  pt: value?.pt ?? '',
  es: value?.es ?? '',
});

export const localizedShape = z.object({ en: z.string(), pt: z.string(), es: z.string() });
const fileValue = z.union([z.instanceof(File), z.string()]);
export const localizedFilesShape = z.object({ en: fileValue, pt: fileValue, es: fileValue });

/** A position typed in a form: blank (the server puts the item last) or a whole number. */
export const positionField = z
  .string()
  .trim()
  .regex(/^\d{0,7}$/, 'validation.invalid');
export const toPosition = (value: string) => (value.trim() === '' ? undefined : Number(value));

type Issues = z.RefinementCtx;

export const isBlank = (value: FileValue | undefined) => isBlankValue(value);

/** Adds a shared rule's problems (packages/domain) to a form's issues, where each field shows its own. */
export const addProblems = (
  ctx: Issues,
  problems: readonly { path: (string | number)[]; message: string }[],
) => {
  for (const { path, message } of problems) ctx.addIssue({ code: 'custom', message, path });
};

/**
 * Spec section 5, "Required in all languages": one problem per offered language left blank, on
 * that language's own field, so each shows its own message.
 */
export function requireLanguages(
  ctx: Issues,
  value: Partial<Record<Language, FileValue>>,
  langs: readonly Language[],
  path: (string | number)[],
) {
  addProblems(ctx, blankLanguages(value, langs, path));
}
