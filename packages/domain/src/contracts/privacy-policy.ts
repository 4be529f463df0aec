import { z } from 'zod';
import { defineCall } from './call.js';
import { idSchema, localizedTextSchema } from './common.js';

/**
 * The privacy policy's versions. Version 0 is the text built into the web app, which stays the
 * policy until an admin publishes version 1; each published version is asked of every person at
 * his next sign-in, and his acceptance is recorded (docs/decisions/0046).
 */

/** A policy is long: a few pages in each language, far below the 1 MB a request may carry. */
export const POLICY_TEXT_MAX = 100_000;

/** One language's text of a version: required, since everyone must read it in his own. */
const policyTextSchema = z
  .string('validation.requiredAllLanguages')
  .trim()
  .min(1, 'validation.requiredAllLanguages')
  .max(POLICY_TEXT_MAX, 'validation.tooLong');

export const publishPolicyRequest = z.strictObject({
  text: z.strictObject({ en: policyTextSchema, pt: policyTextSchema, es: policyTextSchema }),
});
export type PublishPolicyRequest = z.input<typeof publishPolicyRequest>;

/** The version a person read and accepts: a newer one published meanwhile is not what he read. */
export const acceptPolicyRequest = z.strictObject({
  version: z.number('validation.invalid').int('validation.invalid').min(1, 'validation.invalid'),
});

/** The policy in force: version 0 and no text while none is published (the built-in text rules). */
export const currentPolicySchema = z.object({
  version: z.number(),
  text: localizedTextSchema.nullable(),
  publishedAt: z.string().nullable(),
});
export type CurrentPolicy = z.infer<typeof currentPolicySchema>;

export const policyVersionSchema = z.object({
  version: z.number(),
  publishedAt: z.string(),
  /** null once the admin who published it is removed */
  publishedBy: z.object({ _id: idSchema, name: z.string() }).nullable(),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;

export const policyVersionsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const versionParams = z.strictObject({ version: z.coerce.number().int().min(1).max(2_147_483_647) });

export const policyAcceptanceSchema = z.object({ version: z.number(), acceptedAt: z.string() });

export const privacyPolicyCalls = {
  current: defineCall({
    method: 'GET',
    path: '/privacy-policy',
    response: currentPolicySchema,
    summary: 'The privacy policy in force: its version and text (version 0: the built-in text)',
  }),
  versions: defineCall({
    method: 'GET',
    path: '/privacy-policy/versions',
    query: policyVersionsQuery,
    response: z.object({ items: z.array(policyVersionSchema), total: z.number() }),
    summary: 'The published versions of the privacy policy, newest first (admins)',
  }),
  version: defineCall({
    method: 'GET',
    path: '/privacy-policy/versions/:version',
    params: versionParams,
    response: policyVersionSchema.extend({ text: localizedTextSchema }),
    summary: 'One published version of the privacy policy, with its text (admins)',
  }),
  publish: defineCall({
    method: 'POST',
    path: '/privacy-policy/versions',
    body: publishPolicyRequest,
    response: policyVersionSchema,
    summary: 'Publishes a new version: everyone is asked to accept it at his next sign-in (admins)',
  }),
  accept: defineCall({
    method: 'POST',
    path: '/privacy-policy/accept',
    body: acceptPolicyRequest,
    response: policyAcceptanceSchema,
    summary: 'Records that the signed-in person accepts the version in force (not in a simulation)',
  }),
};
