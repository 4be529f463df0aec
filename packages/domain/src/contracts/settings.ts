import { z } from 'zod';

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

export interface SettingItem {
  name: string;
  value: unknown;
  updatedAt: string;
}
