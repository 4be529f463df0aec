import type { Db } from '../client.js';
import { applyDefaultSettings } from './default-settings.js';
import { seedGeography } from './geography.js';

/** What every academy needs, demo or real: default settings and the served countries. Safe to rerun. */
export async function seedEssentials(db: Db) {
  await applyDefaultSettings(db);
  await seedGeography(db);
}
