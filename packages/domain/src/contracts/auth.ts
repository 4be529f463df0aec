import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password.js';
import { TSM_REGION_TYPES, USER_STATUSES, USER_TYPES } from '../roles.js';
import { emailSchema, idField, idSchema, languageSchema } from './common.js';

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.password')
  .max(PASSWORD_MAX_LENGTH, 'validation.password');

export const loginRequest = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, 'validation.password'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const checkTokenRequest = z.strictObject({ token: z.string().min(1).max(200) });

/** What the client knows of the signed-in user (login, me). */
export const sessionUserSchema = z.object({
  _id: idSchema,
  token: z.string().optional(),
  type: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  name: z.string(),
  email: z.string(),
  lang: languageSchema.nullable(),
  avatar: z.string().nullable(),
  region: z.string().nullable(),
  countryId: idSchema.nullable(),
  master: idSchema.nullable(),
  masters: z.array(z.object({ _id: idSchema, name: z.string() })),
  TSM: z
    .object({
      regionType: z.enum(TSM_REGION_TYPES),
      masters: z.array(idSchema),
      regions: z.array(z.string()),
      countries: z.array(idSchema),
    })
    .nullable(),
  /** set while an admin acts as this user */
  simulatedBy: z.object({ _id: idSchema, name: z.string(), email: z.string() }).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registerRequest = z
  .strictObject({
    name: z.string().trim().min(2, 'validation.name').max(120, 'validation.name'),
    email: emailSchema,
    password: passwordSchema,
    confirmation: z.string().max(PASSWORD_MAX_LENGTH),
    country: idField('validation.country'),
    state: idField('validation.state'),
    master: idField('validation.master'),
    privacy: z.literal(true, 'validation.privacy'),
    lang: languageSchema.optional(),
  })
  .refine((body) => body.password === body.confirmation, {
    path: ['confirmation'],
    message: 'validation.confirmation',
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

export const acceptUserRequest = z.strictObject({ userId: idSchema, accept: z.boolean() });

export const resetTokenRequest = z.strictObject({ email: emailSchema });
export const verifyCodeQuery = z.strictObject({
  email: emailSchema,
  code: z.string().regex(/^\d{6}$/, 'validation.code'),
});
export const changePasswordRequest = z
  .strictObject({
    resetToken: z.string().min(20).max(200),
    password: passwordSchema,
    confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.password === body.confirmation, {
    path: ['confirmation'],
    message: 'validation.confirmation',
  });
