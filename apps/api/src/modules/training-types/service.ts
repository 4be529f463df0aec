import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trainingTypes } from '../../db/schema/index.js';

/** Every training type by id: the list is short and kept by admins (ids renumbered from 0). */
export function listTrainingTypes(db: Db) {
  return db
    .select({ id: trainingTypes.id, title: trainingTypes.title })
    .from(trainingTypes)
    .orderBy(asc(trainingTypes.id));
}
