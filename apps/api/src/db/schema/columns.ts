import { sql } from 'drizzle-orm';
import { char, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Primary and foreign keys: 24 hex characters, time-ordered (see lib/ids.ts). */
export const id = (name = 'id') => char(name, { length: 24 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Text per language: `{ en, pt, es }`. */
export type Localized = { en: string; pt: string; es: string };
export const localized = (name: string) =>
  jsonb(name).$type<Localized>().notNull().default({ en: '', pt: '', es: '' });

/** A course or a learning path: an assignment, a rule and a cell of their figures name exactly one of them. */
export const oneItem = (table: { courseId: unknown; pathId: unknown }) =>
  sql`(${table.courseId} is null) <> (${table.pathId} is null)`;
