import type { Db } from '../client.js';
import { settings } from '../schema/index.js';

/** Settings every academy starts with; existing values are never overwritten. */
export const DEFAULT_SETTINGS: Record<string, unknown> = {
  max_exam_tries: 3,
  time_wait_exam_tries: 24,
  user_categories: [],
  maintenance: false,
  mail_from: 'Academy <no-reply@academy.local>',
  mail_api_key: '',
  site_url: 'http://localhost:3000',
  api_url: 'http://localhost:3000/api',
};

export async function seedEssentials(db: Db) {
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing();
}
