import {
  nextTrainingTypeId,
  renumberAfterRemoval,
  type SaveTrainingTypeRequest,
  type TrainingTypeItem,
} from '@academy/domain';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { courses, trainingTypes } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

// Creations and removals read every id and then write: one at a time for the whole academy.
const TRAINING_TYPES_LOCK = 0x7472_7479; // "trty"
const lockTypes = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${TRAINING_TYPES_LOCK})`);

/** Every training type by id, with how many courses have it. */
export function listTrainingTypes(db: Db) {
  return db
    .select({ id: trainingTypes.id, title: trainingTypes.title, courses: count(courses.id) })
    .from(trainingTypes)
    .leftJoin(courses, eq(courses.trainingTypeId, trainingTypes.id))
    .groupBy(trainingTypes.id)
    .orderBy(asc(trainingTypes.id));
}

export async function getTrainingType(db: Db, id: number): Promise<TrainingTypeItem> {
  const [found] = await db
    .select({ id: trainingTypes.id, title: trainingTypes.title })
    .from(trainingTypes)
    .where(eq(trainingTypes.id, id))
    .limit(1);
  if (!found) throw new AppError('not-found');
  return found;
}

/** Renames a type, or creates one with the highest id plus 1. */
export async function saveTrainingType(db: Db, input: SaveTrainingTypeRequest): Promise<TrainingTypeItem> {
  const columns = { id: trainingTypes.id, title: trainingTypes.title };
  if (input.id !== undefined) {
    const [updated] = await db
      .update(trainingTypes)
      .set({ title: input.title })
      .where(eq(trainingTypes.id, input.id))
      .returning(columns);
    if (!updated) throw new AppError('not-found');
    return updated;
  }
  return db.transaction(async (tx) => {
    await lockTypes(tx);
    const ids = (await tx.select({ id: trainingTypes.id }).from(trainingTypes)).map((row) => row.id);
    const [created] = await tx
      .insert(trainingTypes)
      .values({ id: nextTrainingTypeId(ids), title: input.title })
      .returning(columns);
    return created as TrainingTypeItem;
  });
}

/**
 * Removes a type and numbers the others again from 0 (spec section 5). In the same transaction
 * its courses are left without a type and every other course follows its type to the new id.
 */
export async function removeTrainingType(db: Db, id: number): Promise<{ ok: true; clearedCourses: number }> {
  return db.transaction(async (tx) => {
    await lockTypes(tx);
    const rows = await tx.select({ id: trainingTypes.id, title: trainingTypes.title }).from(trainingTypes);
    if (!rows.some((row) => row.id === id)) throw new AppError('not-found');
    const moves = renumberAfterRemoval(
      rows.map((row) => row.id),
      id,
    );

    const cleared = await tx
      .update(courses)
      .set({ trainingTypeId: null })
      .where(eq(courses.trainingTypeId, id))
      .returning({ id: courses.id });
    await tx.delete(trainingTypes).where(eq(trainingTypes.id, id));
    if (moves.length > 0) {
      const from = moves.map(([old]) => old);
      // The ids are a primary key checked row by row: the moved rows are written anew rather
      // than shifted in place, where one could meet a neighbour not yet moved.
      const titles = new Map(rows.map((row) => [row.id, row.title]));
      await tx.delete(trainingTypes).where(inArray(trainingTypes.id, from));
      await tx
        .insert(trainingTypes)
        .values(moves.map(([old, to]) => ({ id: to, title: titles.get(old) ?? '' })));
      const newId = sql`case ${courses.trainingTypeId} ${sql.join(
        moves.map(([old, to]) => sql`when ${old}::int then ${to}::int`),
        sql` `,
      )} end`;
      await tx.update(courses).set({ trainingTypeId: newId }).where(inArray(courses.trainingTypeId, from));
    }
    return { ok: true as const, clearedCourses: cleared.length };
  });
}
