import { z } from 'zod';

const storedLocalized = z.object({ en: z.string(), pt: z.string(), es: z.string() });

/** A stored text-per-language setting, or blank texts when it is missing or damaged. */
export function localizedSetting(value: unknown) {
  const parsed = storedLocalized.safeParse(value);
  return parsed.success ? parsed.data : { en: '', pt: '', es: '' };
}

/** A stored text setting, or blank. */
export const textSetting = (value: unknown) => (typeof value === 'string' ? value : '');
