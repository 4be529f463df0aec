import { z } from 'zod';
import type { Language } from '../languages.js';
import { PASSWORD_MAX_LENGTH } from '../password.js';
import { USER_STATUSES, USER_TYPES, type UserStatus, type UserType } from '../roles.js';
import { passwordSchema } from './auth.js';
import { emailSchema, idField, idSchema, languageSchema, paginationSchema } from './common.js';

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

export const userListQuery = z.strictObject({
  ...paginationSchema.shape,
  status: z.enum(USER_STATUSES).optional(),
  type: z.enum(USER_TYPES).optional(),
  /** part of the name or of the email */
  search: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export interface UserListItem {
  _id: string;
  name: string;
  email: string;
  type: UserType;
  status: UserStatus;
  countryId: string | null;
  countryName: { en: string; pt: string; es: string } | null;
  state: string | null;
  master: { _id: string; name: string } | null;
  createdAt: string;
}

/** What a user edits about himself (`user/get-data`, `user/save-data`). */
export interface Profile {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  dialCode: string | null;
  avatar: string | null;
  lang: Language | null;
  countryId: string | null;
  state: string | null;
  city: string | null;
  type: UserType;
}

/** An avatar is a file uploaded with `POST file` (type user_avatar), referred to by the url it answered. */
export const AVATAR_URL_PATTERN = /^\/api\/file\/([0-9a-f]{24})$/;

export const saveProfileRequest = z.strictObject({
  name: z.string().trim().min(2, 'validation.name').max(120, 'validation.name').optional(),
  phone: z
    .string()
    .trim()
    .max(30, 'validation.phone')
    .regex(/^[0-9 ()+.-]*$/, 'validation.phone')
    .nullable()
    .optional(),
  dialCode: z
    .string()
    .trim()
    .regex(/^\+?[0-9-]{0,8}$/, 'validation.dialCode')
    .nullable()
    .optional(),
  avatar: z.string().regex(AVATAR_URL_PATTERN, 'validation.avatar').nullable().optional(),
  lang: languageSchema.optional(),
});
export type SaveProfileRequest = z.infer<typeof saveProfileRequest>;
