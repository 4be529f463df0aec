import type { Location } from 'react-router';

/**
 * Where to go after signing in: the page a guard sent the visitor away from (router state
 * `from`, a path), else the dashboard. Only same-site paths are followed.
 */
export function returnPathOf(location: Location): string {
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** The shell sends `{ expired: true }` when the server ended the session. */
export const arrivedExpired = (location: Location): boolean =>
  (location.state as { expired?: unknown } | null)?.expired === true;
