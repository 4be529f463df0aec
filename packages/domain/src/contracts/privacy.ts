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
