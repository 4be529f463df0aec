/**
 * What an API token may reach. A call names the one scope that opens it (its contract's `scope`);
 * a call without one is closed to every token, however many scopes it holds (signing in,
 * settings, the tokens themselves). Read and write are apart, so a reporting tool can read
 * without being able to change anything.
 */
export const API_SCOPES = [
  'users:read',
  'users:write',
  'assignments:read',
  'assignments:write',
  'progress:read',
  'progress:write',
  'certificates:read',
  'certificates:write',
  'reports:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The prefix that tells an API token from a session's token at a glance (and to secret scanners). */
export const API_TOKEN_PREFIX = 'acd_';

/** How long a token lives at most, and by default. */
export const API_TOKEN_MAX_DAYS = 730;
export const API_TOKEN_DEFAULT_DAYS = 90;
