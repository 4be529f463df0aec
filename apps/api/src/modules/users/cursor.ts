import { AppError } from '../../lib/errors.js';

/**
 * A position in the user list's order (creation time, then id): what a page answers as its
 * `previous` and `next` and takes back as `cursor`. The time is kept to the microsecond, as the
 * database stores it, so that people created within one millisecond are neither skipped nor
 * repeated. On the wire it is opaque (base64url), so no client builds one.
 */
export interface ListPosition {
  /** ISO 8601 UTC with microseconds, as `positionTime` reads it */
  createdAt: string;
  id: string;
}

const POSITION = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f]{24})$/;

export const encodeCursor = (position: ListPosition): string =>
  Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');

/** The position a cursor names; a cursor no page answered is refused as bad input. */
export function decodeCursor(cursor: string): ListPosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1] || !match[2]) throw new AppError('validation-failed', { cursor: 'validation.invalid' });
  return { createdAt: match[1], id: match[2] };
}
