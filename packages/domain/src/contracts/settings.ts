import { z } from 'zod';
import { defineCall } from './call.js';
import { itemTitleSchema } from './common.js';

const count = (max: number) =>
  z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(max, 'validation.invalid');
const url = z.url('validation.invalid').max(500, 'validation.invalid');
/** Text per language that may stay blank (a blank one falls back to the app's own text). */
const optionalLocalized = (max: number) => {
  const text = z.string('validation.invalid').trim().max(max, 'validation.invalid');
  return z.strictObject({ en: text, pt: text, es: text }, 'validation.invalid');
};

export const USER_CATEGORIES_MAX = 200;

/** Every setting with the shape of its value. A name outside this list is refused. */
export const settingValueSchemas = {
  /** 0 means no limit */
  max_exam_tries: count(1000),
  /** hours to wait between two exam attempts; 0 means no wait */
  time_wait_exam_tries: count(24 * 365),
  user_categories: z.array(itemTitleSchema).max(USER_CATEGORIES_MAX),
  maintenance: z.boolean('validation.invalid'),
  /** shown on the maintenance page instead of the standard text, per language */
  maintenance_message: optionalLocalized(500),
  /** what the academy calls its sellers (the learners of its distributors), per language */
  seller_label: optionalLocalized(60),
  mail_from: z.string().trim().min(3, 'validation.invalid').max(200, 'validation.invalid'),
  mail_api_key: z.string().trim().max(500, 'validation.invalid'),
  /** where the academy is reached, for its links (certificates, mails); blank: not set yet */
  site_url: z.union([z.literal(''), url]),
  api_url: url,
  /** days the academy gives itself to answer a person's data request (LGPD: 15) */
  data_request_days: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(90, 'validation.invalid'),
};
export type SettingName = keyof typeof settingValueSchemas;
export type SettingValues = { [N in SettingName]: z.output<(typeof settingValueSchemas)[N]> };

const setting = <N extends SettingName>(name: N) =>
  z.strictObject({ name: z.literal(name), value: settingValueSchemas[name] });

/**
 * What `setting/create-or-update` writes. `user_categories` is left out: users point at a
 * category by its index, so the list changes only through the user-category calls, which keep
 * those references right.
 */
export const settingUpdateRequest = z.discriminatedUnion(
  'name',
  [
    setting('max_exam_tries'),
    setting('time_wait_exam_tries'),
    setting('maintenance'),
    setting('maintenance_message'),
    setting('seller_label'),
    setting('mail_from'),
    setting('mail_api_key'),
    setting('site_url'),
    setting('api_url'),
    setting('data_request_days'),
  ],
  { error: 'validation.setting' },
);
export type SettingUpdate = z.infer<typeof settingUpdateRequest>;

/** Settings any signed-in user may read (the exam screen and profile need them); the rest is admin only. */
export const PUBLIC_SETTINGS: readonly SettingName[] = [
  'max_exam_tries',
  'time_wait_exam_tries',
  'user_categories',
  'seller_label',
];

export const settingNameParams = z.strictObject({
  name: z.string().regex(/^[a-z_]{1,64}$/, 'validation.setting'),
});

export const settingItemSchema = z.object({
  name: z.string(),
  /** any JSON value, as stored */
  value: z.unknown(),
  updatedAt: z.string(),
});
export type SettingItem = z.infer<typeof settingItemSchema>;

const localizedLabel = z.object({ en: z.string(), pt: z.string(), es: z.string() });

/** One kind of invalid date `fix-invalid-date` looks for, and how many rows it corrected. */
export const dateFixSchema = z.object({
  table: z.string(),
  column: z.string(),
  /** `future`: a past event dated after now, set to now; `before-created`: changed before it was created, set to its creation */
  rule: z.enum(['future', 'before-created']),
  rows: z.number(),
});
export type DateFix = z.infer<typeof dateFixSchema>;

export const settingCalls = {
  list: defineCall({
    method: 'GET',
    path: '/setting/list',
    response: z.array(settingItemSchema),
    summary: 'Every setting',
  }),
  get: defineCall({
    method: 'GET',
    path: '/setting/get/:name',
    params: settingNameParams,
    response: settingItemSchema,
    summary: 'One setting (learners read only those the learning screens need)',
  }),
  save: defineCall({
    method: 'POST',
    path: '/setting/create-or-update',
    body: settingUpdateRequest,
    response: settingItemSchema,
    summary: 'Writes one setting (user categories have their own calls)',
  }),
  init: defineCall({
    method: 'GET',
    path: '/setting/init',
    response: z.object({ added: z.array(z.string()) }),
    summary: 'Adds the default value of every missing setting and names them',
  }),
  sellerLabel: defineCall({
    method: 'GET',
    path: '/setting/seller-label',
    response: z.object({ label: localizedLabel }),
    summary: 'What the academy calls its sellers, per language (blank: the standard word)',
  }),
  clearCache: defineCall({
    method: 'GET',
    path: '/clear-db-cache',
    response: z.object({ cleared: z.array(z.string()) }),
    summary: 'Forgets the values this server keeps from the database, so the next request reads them afresh',
  }),
  fixInvalidDates: defineCall({
    method: 'GET',
    path: '/fix-invalid-date',
    response: z.object({ fixes: z.array(dateFixSchema), total: z.number() }),
    summary:
      'Corrects impossible dates: an event (creation, change, sign-in, consent) dated in the future is set to now, ' +
      'a change dated before its creation is set to the creation; answers how many rows of each kind it corrected',
  }),
};
