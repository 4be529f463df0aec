import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

export const MAINTENANCE_SETTING = 'maintenance';
const MESSAGE_SETTING = 'maintenance_message';

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
  forgetMaintenance();
}

/** Drops the remembered switch, so the next request reads it from the database. */
export function forgetMaintenance() {
  cached = undefined;
}

type Localized = { en: string; pt: string; es: string };
const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  ['en', 'pt', 'es'].every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string');

/**
 * The switch and the admin's message, for the maintenance page. Every browser asks on its
 * navigations, so the switch comes from the one-second memory and the message is read only
 * while maintenance is on.
 */
export async function maintenanceStatus(
  db: Db,
): Promise<{ maintenance: boolean; message: Localized | null }> {
  if (!(await isMaintenanceOn(db))) return { maintenance: false, message: null };
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, MESSAGE_SETTING))
    .limit(1);
  return { maintenance: true, message: isLocalized(row?.value) ? row.value : null };
}
