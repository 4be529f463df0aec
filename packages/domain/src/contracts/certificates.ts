import { z } from 'zod';
import { CERTIFICATE_STATUSES, MAX_CERTIFICATE_VALIDITY_MONTHS } from '../certificate.js';
import { defineCall } from './call.js';
import { idField } from './common.js';
import { myCertificateSchema } from './courses.js';

const INVALID = 'validation.invalid';
const idSchema = idField('validation.id');
/** PostgreSQL text cannot hold a NUL character: refuse it here rather than fail there. */
const noNul = (value: string) => !value.includes('\u0000');
const text = (max: number, message = INVALID) =>
  z.string(message).trim().max(max, 'validation.tooLong').refine(noNul, message);

/**
 * A verification code as someone typed or scanned it. Any text is taken (a made-up one is
 * answered "not found", not "invalid"); its spaces and dashes are ignored and case does not matter.
 */
export const verificationCodeParams = z.strictObject({ code: z.string().max(100) });

/** What anyone may learn of a certificate from its code: nothing more. */
export const certificateCheckSchema = z.object({
  /** the holder's name as it was when the certificate was issued */
  name: z.string(),
  /** the course (or the custom certificate's title) */
  title: z.string(),
  issuedAt: z.string(),
  /** null when it never ends */
  expiresAt: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** for a course now past version 1: the version it was issued for, the course's, and the deadline to take the changes */
  version: z
    .object({ issuedFor: z.number(), current: z.number(), deadline: z.string().nullable() })
    .nullable(),
  /** its place in the holder's chain of renewals of one course: the certificate it renewed */
  renews: z.object({ code: z.string(), issuedAt: z.string() }).nullable(),
  /** the certificate that renewed it, once renewed */
  renewedBy: z.object({ code: z.string(), issuedAt: z.string() }).nullable(),
  /** the holder's current certificate of the course, when it is another one, with its own status */
  current: z
    .object({
      code: z.string(),
      issuedAt: z.string(),
      expiresAt: z.string().nullable(),
      status: z.enum(CERTIFICATE_STATUSES),
    })
    .nullable(),
});
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

export const revokeCertificateRequest = z.strictObject(
  {
    code: z.string(INVALID).max(100, INVALID),
    reason: text(500, 'validation.required').pipe(z.string().min(1, 'validation.required')),
  },
  INVALID,
);
export type RevokeCertificateRequest = z.infer<typeof revokeCertificateRequest>;

export const generateCertificateRequest = z.strictObject({ certificateId: idSchema }, INVALID);

export const certificatesDataRequest = z.strictObject(
  { coursesIds: z.array(idSchema, INVALID).min(1, 'validation.required').max(1000, INVALID) },
  INVALID,
);

/** A custom certificate's content, the same for every user it is given to. */
export const customCertificateSchema = z.strictObject(
  {
    title: text(200, 'validation.required').pipe(z.string().min(1, 'validation.required')),
    /** what it certifies, printed below the holder's name */
    text: text(1000).default(''),
    validityMonths: z
      .number('validation.validityMonths')
      .int('validation.validityMonths')
      .min(1, 'validation.validityMonths')
      .max(MAX_CERTIFICATE_VALIDITY_MONTHS, 'validation.validityMonths')
      .nullable()
      .default(null),
  },
  INVALID,
);
export type CustomCertificate = z.infer<typeof customCertificateSchema>;

export const customCertificatesRequest = z.strictObject(
  {
    users: z
      .array(idSchema, 'validation.users')
      .min(1, 'validation.users')
      .max(500, 'validation.users')
      .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate'),
    certificate: customCertificateSchema,
  },
  INVALID,
);
export type CustomCertificatesRequest = z.infer<typeof customCertificatesRequest>;

export const issuedCertificateSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  code: z.string(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

export const certificateCalls = {
  verify: defineCall({
    method: 'GET',
    path: '/certificate/verify/:code',
    params: verificationCodeParams,
    response: certificateCheckSchema,
    summary:
      'Checks a certificate by its verification code (anyone, rate-limited): holder, title, dates and status only; an unknown code is certificate-not-found',
  }),
  revoke: defineCall({
    scope: 'certificates:write',
    method: 'POST',
    path: '/certificate/revoke',
    body: revokeCertificateRequest,
    response: certificateCheckSchema,
    summary: 'Revokes a certificate, with the reason (admins); revoking it again keeps the first reason',
  }),
  generate: defineCall({
    method: 'POST',
    path: '/user/certificate/generate',
    body: generateCertificateRequest,
    response: 'file',
    summary:
      "Generates the PDF of one of the caller's certificates (an admin: anyone's), in its holder's language; a revoked one is refused",
  }),
  certificatesData: defineCall({
    method: 'POST',
    path: '/user/get_certificates_data',
    body: certificatesDataRequest,
    response: z.array(myCertificateSchema),
    summary:
      "The caller's certificates of the given courses (course and exam certificates, any status); a course he holds none of is left out",
  }),
  custom: defineCall({
    scope: 'certificates:write',
    method: 'POST',
    path: '/user/custom-certificates',
    body: customCertificatesRequest,
    response: z.object({ items: z.array(issuedCertificateSchema) }),
    summary:
      'Issues a custom certificate (title, text, optional validity) to each of the given users (admins); they list and verify like course certificates',
  }),
};
