import type { LearningPathListItem, LearningPathListQuery, Page } from '@academy/domain';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  courses,
  learningPathCourses,
  learningPaths,
  learningPathTeams,
  teams,
} from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import { teamsInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { visibleCourses } from '../courses/index.js';
import { pathProgress, progressFields } from './progress.js';
import { isLearner, visiblePaths } from './visibility.js';

/** `learning_paths.id` written with its table, for the correlated counts. */
const pathOfRow = sql`${sql.identifier('learning_paths')}.${sql.identifier('id')}`;

/** The title in any language holds the text. */
export const titleMatches = (search: string) =>
  or(
    ...(['en', 'pt', 'es'] as const).map((lang) =>
      ilike(sql`${learningPaths.title}->>${lang}`, containing(search)),
    ),
  );

/** The teams a path is given to, among those the viewer may see. */
const teamCount = (viewer: AuthUser) =>
  sql<number>`(select count(*)::int from ${learningPathTeams} join ${teams} on ${teams.id} = ${learningPathTeams.teamId}
    where ${learningPathTeams.learningPathId} = ${pathOfRow} and ${teamsInScope(viewer) ?? sql`true`})`;

/** The path's courses the viewer may see (visibleCourses): a tsm or master counts no draft. */
const courseCount = (viewer: AuthUser) =>
  sql<number>`(select count(*)::int from ${learningPathCourses} join ${courses} on ${courses.id} = ${learningPathCourses.courseId}
    where ${learningPathCourses.learningPathId} = ${pathOfRow} and ${visibleCourses(viewer) ?? sql`true`})`;

const pathColumns = {
  _id: learningPaths.id,
  title: learningPaths.title,
  description: learningPaths.description,
  status: learningPaths.status,
  openToAll: learningPaths.openToAll,
  enforceOrder: learningPaths.enforceOrder,
  createdAt: learningPaths.createdAt,
};

/**
 * The paths the viewer may see, newest first, one page at a time: one count and one page query
 * whatever the number of paths. A learner's rows carry his progress (only the courses that reach
 * him count); staff's the number of courses.
 */
export async function listLearningPaths(
  db: Db,
  viewer: AuthUser,
  query: LearningPathListQuery,
): Promise<Page<LearningPathListItem>> {
  const where = and(
    visiblePaths(viewer),
    viewer.type === 'admin' && query.status ? eq(learningPaths.status, query.status) : undefined,
    query.search ? titleMatches(query.search) : undefined,
  ) as SQL | undefined;
  const [totalRow] = await db.select({ total: count() }).from(learningPaths).where(where);
  const order = [desc(learningPaths.createdAt), desc(learningPaths.id)];
  const offset = (query.page - 1) * query.limit;

  if (isLearner(viewer)) {
    const progress = pathProgress(db, viewer, learningPaths.id);
    const rows = await db
      .select({ ...pathColumns, teams: teamCount(viewer), progress: progressFields(progress) })
      .from(learningPaths)
      .innerJoinLateral(progress, sql`true`)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offset);
    return {
      items: rows.map((row) => ({
        ...row,
        courses: row.progress.total,
        createdAt: row.createdAt.toISOString(),
      })),
      total: totalRow?.total ?? 0,
    };
  }

  const rows = await db
    .select({ ...pathColumns, teams: teamCount(viewer), courses: courseCount(viewer) })
    .from(learningPaths)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(offset);
  return {
    items: rows.map((row) => ({ ...row, progress: null, createdAt: row.createdAt.toISOString() })),
    total: totalRow?.total ?? 0,
  };
}
