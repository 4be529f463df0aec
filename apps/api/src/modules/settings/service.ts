import {
  PUBLIC_SETTINGS,
  type SettingItem,
  type SettingName,
  type SettingUpdate,
  type SettingValues,
  settingValueSchemas,
} from '@academy/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { applyDefaultSettings, DEFAULT_SETTINGS } from '../../db/seed/default-settings.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { forgetMaintenance, MAINTENANCE_SETTING, setMaintenance } from './maintenance.js';

const toItem = (row: typeof settings.$inferSelect): SettingItem => ({
  name: row.name,
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSettings(db: Db): Promise<SettingItem[]> {
  return (await db.select().from(settings).orderBy(asc(settings.name))).map(toItem);
}

/** Admins read every setting; other signed-in users only those the learning screens need. */
export async function getSetting(db: Db, user: AuthUser, name: string): Promise<SettingItem> {
  if (user.type !== 'admin' && !PUBLIC_SETTINGS.includes(name as SettingName))
    throw new AppError('forbidden');
  const [row] = await db.select().from(settings).where(eq(settings.name, name)).limit(1);
  if (!row) throw new AppError('not-found');
  return toItem(row);
}

export async function saveSetting(db: Db, update: SettingUpdate): Promise<SettingItem> {
  // Maintenance goes through its own switch, which also drops the cached state.
  if (update.name === MAINTENANCE_SETTING) await setMaintenance(db, update.value);
  else
    await db
      .insert(settings)
      .values(update)
      .onConflictDoUpdate({ target: settings.name, set: { value: update.value, updatedAt: new Date() } });
  const [row] = await db.select().from(settings).where(eq(settings.name, update.name)).limit(1);
  if (!row) throw new AppError('not-found');
  return toItem(row);
}

/** "Initialise default settings": adds the missing defaults, never overwriting a value. */
export async function initSettings(db: Db): Promise<{ added: string[] }> {
  return { added: await applyDefaultSettings(db) };
}

/** The seller label per language; a blank language (or no setting) means the app's own word. */
export async function getSellerLabel(db: Db): Promise<{ label: SettingValues['seller_label'] }> {
  const [row] = await db.select().from(settings).where(eq(settings.name, 'seller_label')).limit(1);
  const parsed = settingValueSchemas.seller_label.safeParse(row?.value);
  return { label: parsed.success ? parsed.data : DEFAULT_SETTINGS.seller_label };
}

/**
 * "Clear caches": the only values an instance keeps from the database are the maintenance
 * switch's one-second memory; it is dropped here (other instances drop theirs within that second).
 */
export async function clearCaches(): Promise<{ cleared: string[] }> {
  forgetMaintenance();
  return { cleared: ['maintenance'] };
}
