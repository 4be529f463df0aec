import type { Db } from '../client.js';

/** The demo academy: filled in by the seed module. */
export async function seedDemoAcademy(_db: Db) {}
