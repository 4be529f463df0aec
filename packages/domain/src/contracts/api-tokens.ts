import { z } from 'zod';
import { API_SCOPES, API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS } from '../api-scopes.js';
import { defineCall } from './call.js';
import { idSchema, itemTitleSchema } from './common.js';

/** The API tokens screen of Settings (admins only; no token reaches these calls). */

export const createApiTokenRequest = z.strictObject({
  name: itemTitleSchema,
  scopes: z
    .array(z.enum(API_SCOPES, 'validation.apiScopes'), 'validation.apiScopes')
    .min(1, 'validation.apiScopes')
    .max(API_SCOPES.length, 'validation.apiScopes')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'validation.apiScopes'),
  /** how many days from now it works */
  days: z
    .number('validation.apiTokenDays')
    .int('validation.apiTokenDays')
    .min(1, 'validation.apiTokenDays')
    .max(API_TOKEN_MAX_DAYS, 'validation.apiTokenDays')
    .default(API_TOKEN_DEFAULT_DAYS),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequest>;

export const apiTokenItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiTokenItem = z.infer<typeof apiTokenItemSchema>;

export const apiTokenCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api-token/list',
    response: z.array(apiTokenItemSchema),
    summary: 'Every API token, newest first, with its scopes, expiry and last use (never the token)',
  }),
  create: defineCall({
    method: 'POST',
    path: '/api-token/create',
    body: createApiTokenRequest,
    response: z.object({ item: apiTokenItemSchema, token: z.string() }),
    summary: 'Makes an API token; the token is in this answer only, it is kept as a hash',
  }),
  revoke: defineCall({
    method: 'POST',
    path: '/api-token/revoke/:id',
    params: z.strictObject({ id: idSchema }),
    response: apiTokenItemSchema,
    summary: 'Revokes an API token: its next request is refused',
  }),
};
