import { LANGUAGES } from '@academy/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lessonPackages, lessons } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { findOpenCourse } from '../courses/index.js';
import { keptAnswers } from './kept-answers.js';

/** The courses with a lesson that plays the package, in any language. */
async function coursesPlaying(db: Db, packageId: string): Promise<string[]> {
  const named = LANGUAGES.map((lang) => sql`${lessons.content}->'package'->>${lang} = ${packageId}`);
  const rows = await db
    .selectDistinct({ courseId: lessons.courseId })
    .from(lessons)
    .where(and(eq(lessons.kind, 'package'), or(...named)));
  return rows.map((row) => row.courseId);
}

/**
 * Whether `viewer` may read a package's files: an author may read any package; anyone else must
 * be able to open a course with a lesson that plays it (the course reaches him and no learning
 * path's order keeps it closed: courses' findOpenCourse, the rule of every way into a course's
 * content). Answers 404 as if the package did not exist, or 403 `course-path-locked` when a path's
 * order is all that keeps him out.
 */
async function checkAccess(db: Db, viewer: AuthUser, packageId: string) {
  if (viewer.type === 'admin') {
    const [row] = await db
      .select({ id: lessonPackages.id })
      .from(lessonPackages)
      .where(eq(lessonPackages.id, packageId));
    if (!row) throw new AppError('not-found');
    return;
  }
  let pathLocked = false;
  for (const courseId of await coursesPlaying(db, packageId)) {
    try {
      await findOpenCourse(db, viewer, courseId);
      return;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      pathLocked ||= error.key === 'course-path-locked';
    }
  }
  throw new AppError(pathLocked ? 'course-path-locked' : 'not-found');
}

/**
 * The access check of a package's files, keeping each granted (user, package) for ACCESS_KEPT_MS
 * in this instance's memory: a refusal is never kept, and a right taken away ends within that time.
 */
export function packageAccess(db: Db, now = () => Date.now()) {
  const granted = keptAnswers<true>(now);
  return async (viewer: AuthUser, packageId: string) => {
    const key = `${viewer.id}:${packageId}`;
    if (granted.get(key)) return;
    await checkAccess(db, viewer, packageId);
    granted.keep(key, true);
  };
}
