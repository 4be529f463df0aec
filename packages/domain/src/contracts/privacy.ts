import { z } from 'zod';
import { ERASED_CERTIFICATES } from '../privacy.js';
import { defineCall } from './call.js';
import { idField } from './common.js';

/**
 * A person's data under the LGPD and the GDPR: all the academy holds on him, as a zip with one
 * JSON file per kind of record, his certificates' PDFs, his uploaded files and a README in his
 * language saying what each file holds.
 */

const personParams = z.strictObject({ id: idField('validation.id') });

export const eraseRequest = z.strictObject({
  /** his certificates: kept verifiable under his initials, or revoked */
  certificates: z.enum(ERASED_CERTIFICATES, 'validation.required'),
});
export type EraseRequest = z.input<typeof eraseRequest>;

/** Days, 0 for never; a rule that keeps less than the floor is refused. */
const retentionDays = (floor: number) =>
  z
    .number('validation.invalid')
    .int('validation.invalid')
    .max(3650, 'validation.invalid')
    .refine((days) => days === 0 || days >= floor, 'retention.tooShort');

/** The floors: a quarter of audit log, a year without signing in. */
export const RETENTION_FLOORS = { auditDays: 90, inactiveDays: 365 } as const;

/** How long the audit log's entries and accounts nobody signs in to are kept (0: for ever). */
export const retentionRules = z.strictObject({
  auditDays: retentionDays(RETENTION_FLOORS.auditDays),
  inactiveDays: retentionDays(RETENTION_FLOORS.inactiveDays),
});
export type RetentionRules = z.output<typeof retentionRules>;

/** What the next run of the rules would remove, of how many there are. */
export const retentionPreviewSchema = z.object({
  auditEntries: z.number(),
  auditTotal: z.number(),
  accounts: z.number(),
  accountsTotal: z.number(),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

const anyDays = z.coerce.number('validation.invalid').int('validation.invalid').min(0).max(3650);
const retentionQuery = z.strictObject({ auditDays: anyDays, inactiveDays: anyDays });

export const privacyCalls = {
  exportMine: defineCall({
    method: 'GET',
    path: '/privacy/export',
    response: 'file',
    summary: 'All the data the academy holds on the caller, as a zip (his right of access)',
  }),
  exportPerson: defineCall({
    method: 'GET',
    path: '/privacy/export/:id',
    params: personParams,
    response: 'file',
    summary: 'All the data the academy holds on a person of the caller’s scope, as a zip (staff)',
  }),
  retention: defineCall({
    method: 'GET',
    path: '/privacy/retention',
    response: retentionRules.extend({ preview: retentionPreviewSchema }),
    summary: 'The retention rules in force and what their next run would remove (admins)',
  }),
  retentionPreview: defineCall({
    method: 'GET',
    path: '/privacy/retention/preview',
    query: retentionQuery,
    response: retentionPreviewSchema,
    summary: 'What the next run of other retention rules would remove, before they are saved (admins)',
  }),
  saveRetention: defineCall({
    method: 'PUT',
    path: '/privacy/retention',
    body: retentionRules,
    response: retentionRules.extend({ preview: retentionPreviewSchema }),
    summary:
      'Sets the retention rules (admins); rules that would remove every entry or every account today are refused',
  }),
  erase: defineCall({
    method: 'POST',
    path: '/privacy/erase/:id',
    params: personParams,
    body: eraseRequest,
    response: z.object({ ok: z.boolean(), pseudonym: z.string() }),
    summary:
      'Erases a person (admins): his account names no one any more, his traces elsewhere go, his files are deleted; reports keep their counts',
  }),
};
