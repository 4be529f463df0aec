import { randomBytes } from 'node:crypto';

/** A new id: 8 hex digits of the current Unix second, then 16 random hex digits (sortable by time). */
export function newId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
