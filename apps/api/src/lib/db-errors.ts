import type { AppError } from './errors.js';

/** The SQLSTATE of a database error, looking through Drizzle's query wrapper. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

/** Whether a unique index refused the write (two writers raced for one value). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === UNIQUE_VIOLATION;

/**
 * Runs `work`; when a row it refers to was deleted meanwhile (a race with a delete, settled by
 * the foreign key), answers `failure` instead of a 500.
 */
export async function unlessReferenceGone<T>(work: () => Promise<T>, failure: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw failure();
    throw error;
  }
}
