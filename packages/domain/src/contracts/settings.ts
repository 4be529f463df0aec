import { z } from 'zod';
import { defineCall } from './call.js';

/**
 * Every setting an admin may write, with the shape of its value. A name outside this list is
 * refused, so a typo can never create a setting nobody reads.
 */
const setting = <N extends string, V extends z.ZodType>(name: N, value: V) =>
  z.strictObject({ name: z.literal(name), value });

const count = (max: number) =>
  z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(max, 'validation.invalid');
const url = z.url('validation.invalid').max(500, 'validation.invalid');

export const settingUpdateRequest = z.discriminatedUnion(
  'name',
  [
    /** 0 means no limit */
    setting('max_exam_tries', count(1000)),
    /** hours to wait between two exam attempts; 0 means no wait */
    setting('time_wait_exam_tries', count(24 * 365)),
    setting(
      'user_categories',
      z.array(z.string().trim().min(1, 'validation.required').max(120, 'validation.invalid')).max(200),
    ),
    setting('maintenance', z.boolean('validation.invalid')),
    setting('mail_from', z.string().trim().min(3, 'validation.invalid').max(200, 'validation.invalid')),
    setting('mail_api_key', z.string().trim().max(500, 'validation.invalid')),
    setting('site_url', url),
    setting('api_url', url),
  ],
  { error: 'validation.setting' },
);
export type SettingUpdate = z.infer<typeof settingUpdateRequest>;
export type SettingName = SettingUpdate['name'];

/** Settings any signed-in user may read (the exam screen and profile need them); the rest is admin only. */
export const PUBLIC_SETTINGS: readonly SettingName[] = [
  'max_exam_tries',
  'time_wait_exam_tries',
  'user_categories',
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
    summary: 'Writes one setting',
  }),
  init: defineCall({
    method: 'GET',
    path: '/setting/init',
    response: z.object({ added: z.array(z.string()) }),
    summary: 'Adds the default value of every missing setting and names them',
  }),
};
