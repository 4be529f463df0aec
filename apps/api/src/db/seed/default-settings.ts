import { DEFAULT_DATA_REQUEST_DAYS, type SettingValues } from '@academy/domain';
import type { Db } from '../client.js';
import { settings } from '../schema/index.js';

/** Settings every academy starts with; an admin changes them in the settings screens. */
export const DEFAULT_SETTINGS: SettingValues = {
  max_exam_tries: 3,
  time_wait_exam_tries: 24,
  user_categories: ['Sales', 'Pre-sales engineering', 'Technical support'],
  maintenance: false,
  // blank: the maintenance page and the seller label use the app's own words
  maintenance_message: { en: '', pt: '', es: '' },
  seller_label: { en: '', pt: '', es: '' },
  mail_from: 'Academy <no-reply@academy.local>',
  mail_api_key: '',
  // no address: until an admin sets it, links use the address each request came to (decision 0022)
  site_url: '',
  api_url: 'http://localhost:3000/api',
  data_request_days: DEFAULT_DATA_REQUEST_DAYS,
};

/** Adds the default settings that are missing, never overwriting a value; returns the names added. */
export async function applyDefaultSettings(db: Db): Promise<string[]> {
  const added = await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing()
    .returning({ name: settings.name });
  return added.map((row) => row.name);
}
