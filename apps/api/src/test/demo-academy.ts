import type { Db } from '../db/client.js';
import { type DemoHistory, seedDemoAcademy } from '../db/seed/demo.js';
import type { Storage } from '../lib/storage.js';
import { storePackage } from '../modules/lesson-packages/index.js';

/**
 * Seeds the demo academy as a start does, its product tour stored by the lesson-packages module
 * (which db/, and so the seed's own tests, may not import). Answers whether it seeded anything.
 */
export const seedDemo = (db: Db, storage: Storage, history?: DemoHistory) =>
  seedDemoAcademy(db, storage, { storePackage, history });
