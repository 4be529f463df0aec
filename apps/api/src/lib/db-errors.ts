import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { AppError } from './errors.js';

/** An error and what it wraps: Drizzle's query error, an `AggregateError` of several attempts. */
function* causes(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 3) return;
  yield error;
  yield* causes((error as { cause?: unknown }).cause, depth + 1);
  if (error instanceof AggregateError) for (const each of error.errors) yield* causes(each, depth + 1);
}

/** The SQLSTATE of a database error, looking through Drizzle's query wrapper. */
function sqlState(error: unknown): string | undefined {
  for (const each of causes(error)) {
    const code = (each as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * SQLSTATEs of a server that cannot run the query now: class 08 (connection exception), 53300
 * (too many connections), 57P01 to 57P03 (shut down by an administrator, crashed, starting up or
 * shutting down).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|53300|57P0[1-3])$/;

/** How Node says the server could not be reached or dropped the connection. */
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg, its pool and PGlite say, with no code, when they have no connection to query. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated', // "... unexpectedly", "... due to connection timeout"
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/**
 * Whether a query failed because the database does not answer (stopped, restarting, out of
 * reach, closed) rather than because of the query: such a failure is a 503, and goes away when
 * the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const each of causes(error)) {
    const { code, message } = each as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_FAILURES.has(code) || UNAVAILABLE_STATE.test(code)) return true;
      continue;
    }
    // Messages can quote input (Drizzle's quotes the query's parameters): only the uncoded
    // messages of the drivers themselves are read.
    if (each instanceof DrizzleQueryError || typeof message !== 'string') continue;
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
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
