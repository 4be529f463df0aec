import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password.js';
import { TSM_REGION_TYPES, USER_STATUSES, USER_TYPES } from '../roles.js';
import { defineCall, doneSchema } from './call.js';
import { emailSchema, idSchema, languageSchema } from './common.js';

export const passwordSchema = z
  .string()
  .min(1, 'validation.required')
  .min(PASSWORD_MIN_LENGTH, 'validation.password')
  .max(PASSWORD_MAX_LENGTH, 'validation.password');

export const loginRequest = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, 'validation.password'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const checkTokenRequest = z.strictObject({ token: z.string().min(1).max(200) });

/**
 * What the user may see of the people, answered by the server from its own scope rules so that the
 * client never works them out again (docs/decisions/0031): the types of the people he follows (the
 * /users tabs), and the countries and distributors his pickers offer, null where he may pick any.
 */
export const sessionScopeSchema = z.object({
  peopleTypes: z.array(z.enum(USER_TYPES)),
  countries: z.array(idSchema).nullable(),
  distributors: z.array(idSchema).nullable(),
});
export type SessionScope = z.infer<typeof sessionScopeSchema>;

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
  /** a student or fact user who leads an enabled team: he follows its members in the reports */
  leadsTeam: z.boolean(),
  scope: sessionScopeSchema,
  /** set while an admin acts as this user */
  simulatedBy: z.object({ _id: idSchema, name: z.string(), email: z.string() }).nullable(),
  /**
   * the version of the privacy policy he must accept before anything else (published after his
   * last acceptance), else null; always null in a simulation, where nobody accepts in his name
   */
  policyToAccept: z.number().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Fields `auth/get_data` can return, by their names on the wire. */
export const USER_DATA_FIELDS = [
  'name',
  'email',
  'lang',
  'avatar',
  'phone',
  'dialCode',
  'countryId',
  'state',
  'city',
  'region',
  'type',
  'status',
  'master',
  'privacyAcceptedAt',
] as const;
export type UserDataField = (typeof USER_DATA_FIELDS)[number];

/** `fields` is a comma-separated list (`name,email,lang`); `userID` another user's id (admins only). */
export const getDataQuery = z.strictObject({
  fields: z
    .string()
    .max(300, 'validation.invalid')
    .transform((value) => [...new Set(value.split(',').map((field) => field.trim()))])
    .pipe(z.array(z.enum(USER_DATA_FIELDS, 'validation.invalid')).min(1, 'validation.invalid')),
  userID: idSchema.optional(),
});
export type GetDataQuery = z.infer<typeof getDataQuery>;

/** The answer of `auth/get_data`: the asked fields only. */
export const userDataSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    lang: languageSchema.nullable(),
    avatar: z.string().nullable(),
    phone: z.string().nullable(),
    dialCode: z.string().nullable(),
    countryId: z.string().nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    type: z.enum(USER_TYPES),
    status: z.enum(USER_STATUSES),
    master: z.string().nullable(),
    privacyAcceptedAt: z.string().nullable(),
  })
  .partial();
export type UserData = z.infer<typeof userDataSchema>;

export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: '/auth/login',
    body: loginRequest,
    response: sessionUserSchema.extend({ token: z.string() }),
    summary: 'Signs in: the user and a new session token',
  }),
  checkToken: defineCall({
    method: 'POST',
    path: '/auth/check_token',
    body: checkTokenRequest,
    response: z.object({ valid: z.literal(true), user: sessionUserSchema }),
    summary: 'The user behind a token, or expired-token',
  }),
  me: defineCall({
    method: 'GET',
    path: '/auth/me',
    response: sessionUserSchema,
    summary: 'The signed-in user',
  }),
  getData: defineCall({
    method: 'GET',
    path: '/auth/get_data',
    query: getDataQuery,
    response: userDataSchema,
    summary: "Some fields of the caller's account (of anyone's for an admin)",
  }),
  logout: defineCall({
    method: 'POST',
    path: '/auth/logout',
    response: doneSchema,
    summary: 'Ends the session of the token sent',
  }),
};
