import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../lib/session-user.js';
import { type CourseRow, findOpenCourse } from '../courses/index.js';
import { keptAnswers } from './kept-answers.js';

/** A course the learner may open, or the refusal (courses' findOpenCourse). */
export type OpenCourses = (viewer: AuthUser, courseId: string) => Promise<CourseRow>;

/**
 * findOpenCourse with each granted (learner, course) kept a minute: a package commits every few
 * seconds while it plays, and the check is the heaviest statement of a commit. A refusal is asked
 * again every time.
 */
export function keptOpenCourses(db: Db, now?: () => number): OpenCourses {
  const granted = keptAnswers<CourseRow>(now);
  return async (viewer, courseId) => {
    const key = `${viewer.id}:${courseId}`;
    const kept = granted.get(key);
    if (kept) return kept;
    const course = await findOpenCourse(db, viewer, courseId);
    granted.keep(key, course);
    return course;
  };
}
