import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

export const MAINTENANCE_SETTING = 'maintenance';

// Every API call asks this; a one-second memory keeps it to one query a second per instance,
// and a switch takes effect everywhere within that second.
const CACHE_MS = 1000;
let cached: { db: Db; value: boolean; at: number } | undefined;

export async function isMaintenanceOn(db: Db): Promise<boolean> {
  const now = Date.now();
  if (cached && cached.db === db && now - cached.at < CACHE_MS) return cached.value;
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, MAINTENANCE_SETTING))
    .limit(1);
  const value = row?.value === true;
  cached = { db, value, at: now };
  return value;
}

export async function setMaintenance(db: Db, on: boolean) {
  await db
    .insert(settings)
    .values({ name: MAINTENANCE_SETTING, value: on })
    .onConflictDoUpdate({ target: settings.name, set: { value: on, updatedAt: new Date() } });
  cached = undefined;
}
