import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';

/** A new id: 8 hex digits of the current Unix second, then 16 random hex digits (sortable by time). */
export function newId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/**
 * The same id made by the database, one per row, for an `INSERT … SELECT` that writes many rows
 * in one statement: the Unix second of the statement, then 16 hex digits of a random UUID's hash.
 */
export const newIdSql = sql<string>`lpad(to_hex(floor(extract(epoch from clock_timestamp()))::bigint), 8, '0') || substr(md5(gen_random_uuid()::text), 1, 16)`;
