import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.js';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** How Drizzle wraps a driver's error: its own message quotes the query and its parameters. */
const wrapped = (cause: Error, params: unknown[] = []) =>
  new DrizzleQueryError('select * from users where email = $1', params, cause);

describe('isDatabaseUnavailable', () => {
  it('is true for a server that is shut down, starting up, full or gone', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300'])
      expect(isDatabaseUnavailable(wrapped(coded(code))), code).toBe(true);
  });

  it('is true for a connection refused, reset or timed out, also inside an AggregateError', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(coded('ECONNRESET')))).toBe(true);
    const bothAddresses = new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(bothAddresses)).toBe(true);
  });

  it('is true for what pg, its pool and PGlite say with no code', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
      'PGlite is closed',
    ])
      expect(isDatabaseUnavailable(wrapped(new Error(message))), message).toBe(true);
  });

  it('is false for a failure of the query itself, whatever text its input holds', () => {
    expect(isDatabaseUnavailable(wrapped(coded('23505')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(coded('22P02', 'invalid input: "PGlite is closed"')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(new Error('bad'), ['Connection terminated']))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
