import { settingValueSchemas } from '@academy/domain';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { DEFAULT_SETTINGS } from '../../db/seed/default-settings.js';

export interface ExamSettings {
  /** max_exam_tries: 0 is no limit */
  maxTries: number;
  /** time_wait_exam_tries, hours: 0 is no wait */
  waitHours: number;
}

/** The exam settings as stored now (read on every call: another instance may have changed them). */
export async function readExamSettings(db: Db | Tx): Promise<ExamSettings> {
  const rows = await db
    .select({ name: settings.name, value: settings.value })
    .from(settings)
    .where(inArray(settings.name, ['max_exam_tries', 'time_wait_exam_tries']));
  const value = (name: 'max_exam_tries' | 'time_wait_exam_tries') => {
    const parsed = settingValueSchemas[name].safeParse(rows.find((row) => row.name === name)?.value);
    return parsed.success ? parsed.data : DEFAULT_SETTINGS[name];
  };
  return { maxTries: value('max_exam_tries'), waitHours: value('time_wait_exam_tries') };
}
