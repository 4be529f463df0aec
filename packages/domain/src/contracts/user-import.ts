import { z } from 'zod';
import { IMPORT_REFUSALS } from '../user-import.js';
import { defineCall } from './call.js';

/** Rows one call takes: the web app sends a file in batches of this many, for its progress bar. */
export const IMPORT_BATCH_MAX = 250;

/** A cell as the file has it; the server checks it and says why a row is refused. */
const cell = z.string().max(500).default('');

export const importRowSchema = z.strictObject({
  /** the row's line in the file, the header being line 1: the answer names rows by it */
  line: z.number().int().min(1).max(1_000_000),
  name: cell,
  email: cell,
  type: cell,
  country: cell,
  state: cell,
  distributor: cell,
  team: cell,
  language: cell,
});

export const userImportRequest = z.strictObject({
  rows: z.array(importRowSchema).min(1).max(IMPORT_BATCH_MAX),
  /** true: only say what would happen; nothing is written */
  dryRun: z.boolean(),
});
export type UserImportRequest = z.infer<typeof userImportRequest>;

/** `unchanged`: the person of the email is already as the row says (and in its team): nothing is written. */
export const IMPORT_OUTCOMES = ['new', 'updated', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const importResultSchema = z.object({
  line: z.number(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** why a refused row is refused; null otherwise */
  reason: z.enum(IMPORT_REFUSALS).nullable(),
  /** the person created, updated or left unchanged (applied rows only) */
  userId: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const userImportCalls = {
  import: defineCall({
    scope: 'users:write',
    method: 'POST',
    path: '/user/import',
    body: userImportRequest,
    response: z.object({ results: z.array(importResultSchema) }),
    summary:
      'Checks (dryRun) or applies rows of a CSV of people: each new, updated or refused with the reason; an applied row is all or nothing',
  }),
};
