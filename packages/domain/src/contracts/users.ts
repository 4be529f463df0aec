import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password.js';
import { USER_STATUSES, USER_TYPES } from '../roles.js';
import { passwordSchema } from './auth.js';
import { defineCall, doneSchema, pageOf } from './call.js';
import { emailSchema, idField, idSchema, languageSchema, paginationSchema } from './common.js';

/** A person's name: an empty one is "Required", any other refused one says what is wanted. */
const personName = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .min(2, 'validation.personName')
  .max(120, 'validation.personName');
/** A choice from a list: "Required" while none is made, `message` for one that is no id. */
const choiceField = (message: string) =>
  z.string('validation.required').min(1, 'validation.required').pipe(idField(message));
/** A password typed again: an empty one is flagged before it is compared. */
const confirmationSchema = z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH);

export const registerRequest = z
  .strictObject({
    name: personName,
    email: emailSchema,
    password: passwordSchema,
    confirmation: confirmationSchema,
    country: choiceField('validation.country'),
    state: choiceField('validation.state'),
    master: choiceField('validation.master'),
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
  code: z
    .string()
    .min(1, 'validation.required')
    .regex(/^\d{6}$/, 'validation.code'),
});
export const changePasswordRequest = z
  .strictObject({
    resetToken: z.string().min(20).max(200),
    password: passwordSchema,
    confirmation: confirmationSchema,
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

export const userListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  countryId: z.string().nullable(),
  countryName: z.object({ en: z.string(), pt: z.string(), es: z.string() }).nullable(),
  state: z.string().nullable(),
  master: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** What a user edits about himself (`user/get-data`, `user/save-data`). */
export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dialCode: z.string().nullable(),
  avatar: z.string().nullable(),
  lang: languageSchema.nullable(),
  countryId: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  type: z.enum(USER_TYPES),
});
export type Profile = z.infer<typeof profileSchema>;

/** An avatar is a file uploaded with `POST file` (type user_avatar), referred to by the url it answered. */
export const AVATAR_URL_PATTERN = /^\/api\/file\/([0-9a-f]{24})$/;

export const saveProfileRequest = z.strictObject({
  name: personName.optional(),
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

export const userCalls = {
  register: defineCall({
    method: 'POST',
    path: '/user/register',
    body: registerRequest,
    response: z.object({ _id: z.string(), status: z.literal('pending') }),
    summary: 'Registers a learner, pending until an admin accepts him',
  }),
  accept: defineCall({
    method: 'POST',
    path: '/user/accept',
    body: acceptUserRequest,
    response: z.object({ _id: z.string(), status: z.enum(USER_STATUSES) }),
    summary: 'Accepts or rejects a pending registration',
  }),
  list: defineCall({
    method: 'GET',
    path: '/user/list',
    query: userListQuery,
    response: pageOf(userListItemSchema),
    summary: 'One page of the users, newest first',
  }),
  generateResetToken: defineCall({
    method: 'POST',
    path: '/user/generate_reset_token',
    body: resetTokenRequest,
    response: z.object({ sent: z.boolean() }),
    summary: 'Mails a password-reset code, if an account has that email (the answer does not say)',
  }),
  verifyCode: defineCall({
    method: 'GET',
    path: '/user/verify_code',
    query: verifyCodeQuery,
    response: z.object({ resetToken: z.string() }),
    summary: 'Trades a right reset code for a token that changes the password',
  }),
  changePassword: defineCall({
    method: 'PUT',
    path: '/user/change_password',
    body: changePasswordRequest,
    response: doneSchema,
    summary: 'Sets a new password with a reset token',
  }),
  getProfile: defineCall({
    method: 'GET',
    path: '/user/get-data',
    response: profileSchema,
    summary: "The caller's own profile",
  }),
  saveProfile: defineCall({
    method: 'POST',
    path: '/user/save-data',
    body: saveProfileRequest,
    response: profileSchema,
    summary: "Changes the caller's own profile",
  }),
};
