import type { LessonPackage } from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lessonPackages } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** An uploaded package as its author sees it: its standard, title, units and size; 404 when unknown. */
export async function getPackage(db: Db, id: string): Promise<LessonPackage> {
  const [row] = await db
    .select({
      _id: lessonPackages.id,
      standard: lessonPackages.standard,
      title: lessonPackages.title,
      units: lessonPackages.units,
      files: lessonPackages.files,
      bytes: lessonPackages.bytes,
    })
    .from(lessonPackages)
    .where(eq(lessonPackages.id, id));
  if (!row) throw new AppError('not-found');
  return row;
}
