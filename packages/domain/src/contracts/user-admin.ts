import { z } from 'zod';
import { CERTIFICATE_STATUSES } from '../certificate.js';
import { USER_STATUSES, USER_TYPES, type UserType } from '../roles.js';
import { keysetPageOf } from './call.js';
import { emailSchema, idField, idSchema, keysetQuery, languageSchema } from './common.js';

/**
 * The people screens of admins, tsms and masters (/users, /user/create, /user/edit, /user/view):
 * the list and its counters, one person, his form, and what the view's tabs show. Every call
 * answers only about the people in the asker's scope (docs/conventions.md, Access scope).
 */

const localizedName = z.object({ en: z.string(), pt: z.string(), es: z.string() });
const named = z.object({ _id: z.string(), name: z.string() });

/** A person's name: an empty one is "Required", any other refused one says what is wanted. */
export const personNameSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .min(2, 'validation.personName')
  .max(120, 'validation.personName');

/** The most a list page may hold: the pending-registrations screen fetches this many at once. */
export const USER_LIST_MAX_LIMIT = 1000;

/** `user/list`: newest first (creation time, then id, both descending), paged by keyset (`keysetQuery`). */
export const userListQuery = keysetQuery(
  {
    status: z.enum(USER_STATUSES).optional(),
    type: z.enum(USER_TYPES).optional(),
    /** part of the name or of the email */
    search: z.string().trim().max(100).optional(),
    country: idSchema.optional(),
    distributor: idSchema.optional(),
    team: idSchema.optional(),
    /** a user category's id (its index in the user_categories setting) */
    category: z.coerce.number().int().min(0).max(10_000).optional(),
  },
  { max: USER_LIST_MAX_LIMIT, default: 10 },
);
export type UserListQuery = z.infer<typeof userListQuery>;

export const userListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  avatar: z.string().nullable(),
  countryId: z.string().nullable(),
  countryName: localizedName.nullable(),
  state: z.string().nullable(),
  master: named.nullable(),
  categoryIndex: z.number().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** One page of `user/list`, with the cursors of the pages around it and the count of the filter. */
export const userPageSchema = keysetPageOf(userListItemSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** The /users tabs: people per type, and those waiting for approval (removed people are not counted). */
export const userTabsCountersSchema = z.object({
  all: z.number(),
  student: z.number(),
  fact: z.number(),
  tsm: z.number(),
  admin: z.number(),
  master: z.number(),
  pending: z.number(),
});
export type UserTabsCounters = z.infer<typeof userTabsCountersSchema>;

export const userIdParams = z.strictObject({ id: idSchema });

/** One person, as the edit form and the view's Profile tab show him. */
export const userDetailSchema = z.object({
  _id: z.string(),
  type: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  name: z.string(),
  email: z.string(),
  lang: languageSchema.nullable(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  dialCode: z.string().nullable(),
  countryId: z.string().nullable(),
  countryName: localizedName.nullable(),
  /** the state's id when its name is one of the country's states, for the form's picker */
  stateId: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  master: named.nullable(),
  categoryIndex: z.number().nullable(),
  /** the category's title, null when none or when the category was removed */
  category: z.string().nullable(),
  teams: z.array(named),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** The statuses a form may set: pending people are decided by moderation (`user/accept`). */
export const EDITABLE_USER_STATUSES = ['enabled', 'disabled'] as const;

/**
 * The types each type may give (create a person of, or change a person to): an admin any; a tsm
 * the people of his distributors, never an admin or a tsm; a master the learners of his own
 * distributor; a learner none. A person whose type one may not give is one he may not change.
 */
export const ASSIGNABLE_USER_TYPES: Record<
  (typeof USER_TYPES)[number],
  readonly (typeof USER_TYPES)[number][]
> = {
  admin: USER_TYPES,
  tsm: ['master', 'student', 'fact'],
  master: ['student', 'fact'],
  student: [],
  fact: [],
};

/** Types that belong to a distributor. */
const DISTRIBUTOR_USER_TYPES: readonly UserType[] = ['master', 'student', 'fact'];

/**
 * Whether a person of this type belongs to a distributor, and so needs one: the user form asks
 * for it and the server refuses a person of such a type without one.
 */
export const needsDistributor = (type: UserType): boolean => DISTRIBUTOR_USER_TYPES.includes(type);

const optionalText = (max: number, message: string) =>
  z.string(message).trim().max(max, message).nullable().optional();

/**
 * What the create and edit forms send. `country`, `state` (a state id of that country) and
 * `distributor` (one of that country) are checked against the database; a master, student or
 * fact needs a distributor. `category` is a user category's id.
 */
export const userFormFields = {
  type: z.enum(USER_TYPES, 'validation.userType'),
  name: personNameSchema,
  email: emailSchema,
  status: z.enum(EDITABLE_USER_STATUSES, 'validation.invalid'),
  lang: languageSchema.nullable(),
  country: idField('validation.country').nullable(),
  state: idField('validation.state').nullable(),
  city: optionalText(120, 'validation.tooLong'),
  distributor: idField('validation.master').nullable(),
  category: z
    .number('validation.category')
    .int('validation.category')
    .min(0, 'validation.category')
    .nullable(),
  avatar: z
    .string('validation.avatar')
    .regex(/^\/api\/file\/[0-9a-f]{24}$/, 'validation.avatar')
    .nullable(),
  phone: z
    .string('validation.phone')
    .trim()
    .max(30, 'validation.phone')
    .regex(/^[0-9 ()+.-]*$/, 'validation.phone')
    .nullable(),
  dialCode: z
    .string('validation.dialCode')
    .trim()
    .regex(/^\+?[0-9-]{0,8}$/, 'validation.dialCode')
    .nullable(),
};

/** `user/create`: the account is enabled unless said otherwise and gets no password: it is invited by mail. */
export const createUserRequest = z.strictObject({
  type: userFormFields.type,
  name: userFormFields.name,
  email: userFormFields.email,
  status: userFormFields.status.default('enabled'),
  lang: userFormFields.lang.default(null),
  country: userFormFields.country.default(null),
  state: userFormFields.state.default(null),
  city: userFormFields.city.transform((city) => city || null),
  distributor: userFormFields.distributor.default(null),
  category: userFormFields.category.default(null),
  avatar: userFormFields.avatar.default(null),
  phone: userFormFields.phone.default(null),
  dialCode: userFormFields.dialCode.default(null),
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;

/** `user/update`: only the fields sent change. */
export const updateUserRequest = z.strictObject({
  _id: idSchema,
  type: userFormFields.type.optional(),
  name: userFormFields.name.optional(),
  email: userFormFields.email.optional(),
  status: userFormFields.status.optional(),
  lang: userFormFields.lang.optional(),
  country: userFormFields.country.optional(),
  state: userFormFields.state.optional(),
  city: userFormFields.city,
  distributor: userFormFields.distributor.optional(),
  category: userFormFields.category.optional(),
  avatar: userFormFields.avatar.optional(),
  phone: userFormFields.phone.optional(),
  dialCode: userFormFields.dialCode.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** The most `user/all` answers: it feeds pickers, which search rather than scroll. */
export const USER_PICKER_MAX_LIMIT = 200;

export const userPickerQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  type: z.enum(USER_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(USER_PICKER_MAX_LIMIT).default(50),
});
export type UserPickerQuery = z.infer<typeof userPickerQuery>;

export const userPickerItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
});
export type UserPickerItem = z.infer<typeof userPickerItemSchema>;

/** Where a person stands in a course: not started, started, or done (progress at 99.5 % or more). */
export const USER_COURSE_STATUSES = ['not_started', 'in_progress', 'done'] as const;

/** A course of the person's (one open to him, or one he has progress in), with his progress. */
export const userCourseSchema = z.object({
  _id: z.string(),
  title: localizedName,
  status: z.enum(USER_COURSE_STATUSES),
  progress: z.number(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type UserCourse = z.infer<typeof userCourseSchema>;

export const userTeamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(['enabled', 'disabled']),
  role: z.enum(['member', 'leader']),
});
export type UserTeam = z.infer<typeof userTeamSchema>;

/** A certificate as the view's tabs list it; its status is derived (`certificateStatus`). */
export const userCertificateSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(['course', 'lesson', 'custom']),
  courseId: z.string().nullable(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
});
export type UserCertificate = z.infer<typeof userCertificateSchema>;

/** How many of each kind the Activities tab shows, the most recent first. */
export const USER_ACTIVITY_LIMIT = 20;

/** The Activities tab: the latest lessons touched, exam attempts and certificates. */
export const userActivitiesSchema = z.object({
  lessons: z.array(
    z.object({
      lessonId: z.string(),
      lessonTitle: localizedName,
      courseId: z.string(),
      courseTitle: localizedName,
      progress: z.number(),
      updatedAt: z.string(),
    }),
  ),
  attempts: z.array(
    z.object({
      _id: z.string(),
      courseId: z.string(),
      courseTitle: localizedName,
      lessonTitle: localizedName,
      status: z.enum(['open', 'scored']),
      score: z.number(),
      total: z.number(),
      passed: z.boolean(),
      createdAt: z.string(),
      submittedAt: z.string().nullable(),
    }),
  ),
  certificates: z.array(userCertificateSchema),
});
export type UserActivities = z.infer<typeof userActivitiesSchema>;

/** The Conquests tab: every certificate (up to a bound) and the learning paths whose every course is done. */
export const userConquestsSchema = z.object({
  certificates: z.array(userCertificateSchema),
  learningPaths: z.array(
    z.object({
      _id: z.string(),
      title: localizedName,
      courses: z.number(),
      /** when its last course was completed */
      completedAt: z.string(),
    }),
  ),
});
export type UserConquests = z.infer<typeof userConquestsSchema>;

/**
 * What `user/check-all` looks for in the people's data, each with the fix `user/fix/{kind}/{id}`
 * applies:
 * - `email-not-normalized`: an email with capitals or spaces around it: lowercased and trimmed
 *   (refused with email-taken when that address is already another account's);
 * - `master-without-distributor`: a master (or a student or fact) with no distributor: disabled;
 * - `distributor-other-country`: a person whose distributor is in another country than his: his
 *   country becomes the distributor's (and his state is cleared);
 * - `tsm-without-scope`: a tsm who follows no distributor and no country: disabled;
 * - `stale-pending`: a registration undecided for more than USER_STALE_PENDING_DAYS: rejected.
 */
export const USER_CHECK_KINDS = [
  'email-not-normalized',
  'master-without-distributor',
  'distributor-other-country',
  'tsm-without-scope',
  'stale-pending',
] as const;
export type UserCheckKind = (typeof USER_CHECK_KINDS)[number];

export const USER_STALE_PENDING_DAYS = 30;
/** The most findings of one kind `user/check-all` answers (their count is exact). */
export const USER_CHECK_LIMIT = 200;

export const userCheckFindingSchema = z.object({
  kind: z.enum(USER_CHECK_KINDS),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  /** what was found, in English, for the admin (an email, a country name...) */
  detail: z.string(),
});
export type UserCheckFinding = z.infer<typeof userCheckFindingSchema>;

export const userCheckReportSchema = z.object({
  findings: z.array(userCheckFindingSchema),
  /** how many findings of each kind exist, also those beyond USER_CHECK_LIMIT */
  counts: z.array(z.object({ kind: z.enum(USER_CHECK_KINDS), count: z.number() })),
  total: z.number(),
});
export type UserCheckReport = z.infer<typeof userCheckReportSchema>;

export const userFixParams = z.strictObject({ kind: z.enum(USER_CHECK_KINDS), id: idSchema });

/** What a fix changed: nothing when the finding no longer holds (fixed meanwhile). */
export const userFixResultSchema = z.object({
  kind: z.enum(USER_CHECK_KINDS),
  userId: z.string(),
  fixed: z.boolean(),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type UserFixResult = z.infer<typeof userFixResultSchema>;
