import type { Language } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, files, lessons } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { visibleCourses } from './access.js';
import { fileIdOf } from './file-refs.js';
import { closedByPathOrder } from './path-order.js';

type StoredFile = typeof files.$inferSelect;

/**
 * The stored file of a lesson's material in one language, if the viewer may see the lesson and
 * open its course (a learning path's order may keep it closed: 403 `course-path-locked`).
 */
export async function findMaterial(
  db: Db,
  viewer: AuthUser,
  request: { lessonId: string; index: number; lang: Language },
): Promise<StoredFile> {
  const [lesson] = await db
    .select({ materials: lessons.materials, closed: closedByPathOrder(db, viewer) })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.id, request.lessonId), visibleCourses(viewer)));
  if (lesson?.closed) throw new AppError('course-path-locked');
  const ref = lesson?.materials[request.index]?.files[request.lang];
  const fileId = ref ? fileIdOf(ref) : null;
  if (!fileId) throw new AppError('not-found');
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  if (!file) throw new AppError('not-found');
  return file;
}
