import type { LearningPathCourse, LearningPathDetail } from '@academy/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  courseProgress,
  courses,
  learningPathCourses,
  learningPathTeams,
  teams,
} from '../../db/schema/index.js';
import { teamsInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { visibleCourses } from '../courses/index.js';
import { pathProgress, progressFields } from './progress.js';
import { isLearner, requireVisiblePath } from './visibility.js';

interface CourseRow {
  _id: string;
  title: LearningPathCourse['title'];
  image: string | null;
  status: LearningPathCourse['status'];
  progress: number | null;
  completedAt: Date | null;
}

/**
 * With its order enforced, a course is locked while a course before it is not complete: each
 * opens once the one before it is complete, and the path starts open.
 */
function withLocks(rows: CourseRow[], enforceOrder: boolean): LearningPathCourse[] {
  let earlierOpen = false;
  return rows.map(({ completedAt, ...row }) => {
    const course = { ...row, complete: completedAt !== null, locked: enforceOrder && earlierOpen };
    if (!course.complete) earlierOpen = true;
    return course;
  });
}

/**
 * One path as the viewer may see it, or 404: its courses in order (those he may see: a learner
 * those that reach him, a tsm or master the published ones, an admin all) and its teams (those in
 * a tsm's or master's scope). A learner also gets his progress on each course, which are locked,
 * and his progress on the path (the one rule, progress.ts). Four statements.
 */
export async function learningPathDetail(
  db: Db | Tx,
  viewer: AuthUser,
  pathId: string,
): Promise<LearningPathDetail> {
  const path = await requireVisiblePath(db, viewer, pathId);
  const learner = isLearner(viewer);
  const courseRows: CourseRow[] = await db
    .select({
      _id: courses.id,
      title: courses.title,
      image: courses.image,
      status: courses.status,
      progress: learner ? courseProgress.progress : sql<null>`null`,
      completedAt: learner ? courseProgress.completedAt : sql<null>`null`,
    })
    .from(learningPathCourses)
    .innerJoin(courses, eq(courses.id, learningPathCourses.courseId))
    .leftJoin(
      courseProgress,
      and(eq(courseProgress.courseId, courses.id), eq(courseProgress.userId, viewer.id)),
    )
    .where(and(eq(learningPathCourses.learningPathId, pathId), visibleCourses(viewer)))
    .orderBy(asc(learningPathCourses.position), asc(courses.id));
  const teamRows = await db
    .select({ _id: teams.id, name: teams.name })
    .from(learningPathTeams)
    .innerJoin(teams, eq(teams.id, learningPathTeams.teamId))
    .where(and(eq(learningPathTeams.learningPathId, pathId), teamsInScope(viewer)))
    .orderBy(asc(teams.name), asc(teams.id));
  let progress: LearningPathDetail['progress'] = null;
  if (learner) {
    const figures = pathProgress(db, viewer, pathId);
    [progress = null] = await db.select(progressFields(figures)).from(figures);
  }
  return {
    _id: path.id,
    title: path.title,
    description: path.description,
    status: path.status,
    openToAll: path.openToAll,
    enforceOrder: path.enforceOrder,
    courses: learner
      ? withLocks(courseRows, path.enforceOrder)
      : courseRows.map(({ completedAt: _, ...row }) => ({ ...row, complete: false, locked: false })),
    teams: teamRows,
    progress,
    createdAt: path.createdAt.toISOString(),
    updatedAt: path.updatedAt.toISOString(),
  };
}
