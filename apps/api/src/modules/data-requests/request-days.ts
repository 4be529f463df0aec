import { settingValueSchemas } from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { DEFAULT_SETTINGS } from '../../db/seed/default-settings.js';

const DAY_MS = 86_400_000;

/**
 * The days a request has before it is due: the `data_request_days` setting as stored now (another
 * instance may have changed it), or the default while it is missing (an academy seeded before it).
 */
async function requestDays(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, 'data_request_days'));
  const parsed = settingValueSchemas.data_request_days.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS.data_request_days;
}

/** When a request asked at `askedAt` is due. */
export async function dueDateOf(db: Db | Tx, askedAt: Date): Promise<Date> {
  return new Date(askedAt.getTime() + (await requestDays(db)) * DAY_MS);
}
