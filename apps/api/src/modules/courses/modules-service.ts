import type { ModuleData, PositionEntry, SaveModuleRequest } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { modules } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { missingLanguages, requireAllLanguages } from './languages.js';
import { nextPosition, saveOrder } from './positions.js';
import { lockCourse } from './structure.js';

const toModuleData = (row: typeof modules.$inferSelect): ModuleData => ({
  _id: row.id,
  courseId: row.courseId,
  title: row.title,
  position: row.position,
  is_optional: row.isOptional,
  renewal_part: row.renewalPart,
  changed_in_version: row.changedInVersion,
});

/** Creates or changes a module of a modular course; its title is required in every course language. */
export async function saveModule(db: Db, { courseId, module }: SaveModuleRequest): Promise<ModuleData> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    if (course.structure !== 'modular') throw new AppError('course-not-modular');
    requireAllLanguages(missingLanguages(module.title, course.langs, 'module.title'));
    const fields = { title: module.title, isOptional: module.is_optional, renewalPart: module.renewal_part };
    if (module._id) {
      const [row] = await tx
        .update(modules)
        .set({ ...fields, ...(module.position === undefined ? {} : { position: module.position }) })
        .where(and(eq(modules.id, module._id), eq(modules.courseId, courseId)))
        .returning();
      if (!row) throw new AppError('not-found');
      return toModuleData(row);
    }
    const [row] = await tx
      .insert(modules)
      .values({
        id: newId(),
        courseId,
        ...fields,
        position: module.position ?? nextPosition(modules, modules.position, eq(modules.courseId, courseId)),
      })
      .returning();
    if (!row) throw new AppError('internal');
    return toModuleData(row);
  });
}

/** Removes a module with its lessons (cascading keys). */
export async function removeModule(db: Db, courseId: string, moduleId: string) {
  const removed = await db
    .delete(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)))
    .returning({ id: modules.id });
  if (removed.length === 0) throw new AppError('not-found');
  return { _id: moduleId };
}

export async function orderModules(db: Db, courseId: string, entries: readonly PositionEntry[]) {
  return saveOrder(db, modules, entries, eq(modules.courseId, courseId), 'modules');
}
