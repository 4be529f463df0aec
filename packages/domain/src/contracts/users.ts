import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password.js';
import { USER_STATUSES, USER_TYPES } from '../roles.js';
import { passwordSchema } from './auth.js';
import { defineCall, doneSchema } from './call.js';
import { emailSchema, idField, idSchema, languageSchema } from './common.js';
import {
  createUserRequest,
  personNameSchema,
  USER_LIST_MAX_LIMIT,
  updateUserRequest,
  userActivitiesSchema,
  userCheckReportSchema,
  userConquestsSchema,
  userCourseSchema,
  userDetailSchema,
  userFixParams,
  userFixResultSchema,
  userIdParams,
  userListQuery,
  userPageSchema,
  userPickerItemSchema,
  userPickerQuery,
  userTabsCountersSchema,
  userTeamSchema,
} from './user-admin.js';

/** A choice from a list: "Required" while none is made, `message` for one that is no id. */
const choiceField = (message: string) =>
  z.string('validation.required').min(1, 'validation.required').pipe(idField(message));
/** A password typed again: an empty one is flagged before it is compared. */
export const confirmationSchema = z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH);

export const registerRequest = z
  .strictObject({
    name: personNameSchema,
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

/** One or many pending registrations answered at once (all or none), as many as the pending list shows. */
export const acceptUserRequest = z.strictObject({
  userIds: z.array(idSchema).min(1, 'validation.required').max(USER_LIST_MAX_LIMIT),
  accept: z.boolean(),
});
export type AcceptUserRequest = z.infer<typeof acceptUserRequest>;

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

/** The fields `user/get-data` answers, by their names on the wire. */
export const PROFILE_FIELDS = profileSchema.keyof().options;

/**
 * `user/get-data`: `data[]` names the fields wanted (repeated, `data[]=name&data[]=email`; one
 * alone arrives as a string), all of them when absent; `userID` asks about another person, one
 * of the asker's scope.
 */
export const getProfileQuery = z.strictObject({
  'data[]': z
    .preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z
        .array(z.enum(PROFILE_FIELDS, 'validation.invalid'))
        .min(1, 'validation.invalid')
        .max(PROFILE_FIELDS.length * 2),
    )
    .optional(),
  userID: idSchema.optional(),
});
export type GetProfileQuery = z.infer<typeof getProfileQuery>;

/** An avatar is a file uploaded with `POST file` (type user_avatar), referred to by the url it answered. */
export const AVATAR_URL_PATTERN = /^\/api\/file\/([0-9a-f]{24})$/;

export const saveProfileRequest = z.strictObject({
  name: personNameSchema.optional(),
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
    scope: 'users:write',
    method: 'POST',
    path: '/user/accept',
    body: acceptUserRequest,
    response: z.object({ items: z.array(z.object({ _id: z.string(), status: z.enum(USER_STATUSES) })) }),
    summary:
      "Accepts or rejects pending registrations of the asker's scope (an admin any, a master his distributor's, " +
      'a tsm those of the distributors he follows), all or none',
  }),
  list: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/user/list',
    query: userListQuery,
    response: userPageSchema,
    summary:
      "One page of the people in the asker's scope, newest first, by keyset (cursor and direction, or a jump " +
      'to the first or last page), with the cursors of the pages around it and the count of the filter',
  }),
  tabsCounters: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/user/get-tabs-counters',
    response: userTabsCountersSchema,
    summary: "How many people of each type, and pending, are in the asker's scope",
  }),
  get: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/user/get/:id',
    params: userIdParams,
    response: userDetailSchema,
    summary: "One person of the asker's scope, as the edit form and the profile tab show him",
  }),
  create: defineCall({
    scope: 'users:write',
    method: 'POST',
    path: '/user/create',
    body: createUserRequest,
    response: userDetailSchema,
    summary:
      'Creates an account, without a password: the person is mailed an invitation to set one ' +
      '(a master creates students and facts of his distributor, a tsm people of his scope other than admins and tsms)',
  }),
  update: defineCall({
    scope: 'users:write',
    method: 'POST',
    path: '/user/update',
    body: updateUserRequest,
    response: userDetailSchema,
    summary: "Changes the fields sent of a person of the asker's scope, who stays in that scope",
  }),
  remove: defineCall({
    scope: 'users:write',
    method: 'DELETE',
    path: '/user/:id',
    params: userIdParams,
    response: doneSchema,
    summary:
      'Removes a person: the account is anonymised and disabled, signed out and taken out of its teams; ' +
      'its progress and certificates stay for the reports',
  }),
  all: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/user/all',
    query: userPickerQuery,
    response: z.array(userPickerItemSchema),
    summary:
      "The enabled people of the asker's scope for a picker, by name, searched by name or email, capped",
  }),
  courses: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/user/:id/courses',
    params: userIdParams,
    response: z.array(userCourseSchema),
    summary: "A person's courses (those open to him and those he started) with his progress and status",
  }),
  teams: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/user/:id/teams',
    params: userIdParams,
    response: z.array(userTeamSchema),
    summary: 'The teams a person leads or belongs to',
  }),
  activities: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/user/:id/activities',
    params: userIdParams,
    response: userActivitiesSchema,
    summary: "A person's latest lessons, exam attempts and certificates",
  }),
  conquests: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/user/:id/conquests',
    params: userIdParams,
    response: userConquestsSchema,
    summary: "A person's certificates and the learning paths he completed (every course of them done)",
  }),
  checkAll: defineCall({
    method: 'GET',
    path: '/user/check-all',
    response: userCheckReportSchema,
    summary:
      "A consistency report of the people's data: emails not lowercased or trimmed, people without the " +
      'distributor their type needs, a distributor in another country than its person, tsms without scope, ' +
      'registrations undecided for too long; each finding names its kind, the person and what was found',
  }),
  fix: defineCall({
    method: 'GET',
    path: '/user/fix/:kind/:id',
    params: userFixParams,
    response: userFixResultSchema,
    summary:
      'Applies the fix of one check-all finding to one person (see USER_CHECK_KINDS) and answers what changed; ' +
      'nothing when the finding no longer holds',
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
    query: getProfileQuery,
    // the fields asked for only
    response: profileSchema.partial(),
    summary:
      "The caller's profile, or with userID a person's of the caller's scope; data[] picks the fields (all when absent)",
  }),
  saveProfile: defineCall({
    method: 'POST',
    path: '/user/save-data',
    body: saveProfileRequest,
    response: profileSchema,
    summary: "Changes the caller's own profile",
  }),
};
