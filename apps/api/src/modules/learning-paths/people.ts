import type { LearningPathPeopleQuery, LearningPathPerson, Page } from '@academy/domain';
import { and, asc, count, eq, ilike, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distributors, learningPaths, users } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../auth/sessions.js';
import { pathProgress, progressFields } from './progress.js';
import { pathsOfLearner, requireVisiblePath } from './visibility.js';

/** Each person of the row, as the learner the path's rules are read for. */
const personOfRow = { id: users.id, distributorId: users.distributorId };

/**
 * `learning_paths/admin-view/{id}`: the learners (students and fact users, enabled, not removed)
 * in the viewer's scope to whom the path is given (every one of them when it is open to all, else
 * the people of its enabled teams), by name, one page at a time, each with how far he is by the
 * one rule of progress.ts. A count and a page query whatever the number of people: the progress
 * is read for the page's rows only, unless a filter on completion needs it for the count.
 */
export async function learningPathPeople(
  db: Db,
  viewer: AuthUser,
  pathId: string,
  query: LearningPathPeopleQuery,
): Promise<Page<LearningPathPerson>> {
  await requireVisiblePath(db, viewer, pathId);
  const givenToHim = and(eq(learningPaths.id, pathId), pathsOfLearner(personOfRow)) as SQL;
  const progress = pathProgress(db, personOfRow, pathId);
  const where = and(
    inArray(users.type, ['student', 'fact']),
    eq(users.status, 'enabled'),
    isNull(users.deletedAt),
    peopleInScope(viewer),
    query.search
      ? or(ilike(users.name, containing(query.search)), ilike(users.email, containing(query.search)))
      : undefined,
    query.state === 'completed' ? progress.complete : undefined,
    query.state === 'not-completed' ? not(progress.complete) : undefined,
  );

  const counting = db.select({ total: count() }).from(users).innerJoin(learningPaths, givenToHim).$dynamic();
  const [totalRow] = await (query.state ? counting.innerJoinLateral(progress, sql`true`) : counting).where(
    where,
  );
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      type: users.type,
      master: distributors.name,
      figures: progressFields(progress),
      completedAt: progress.completedAt,
    })
    .from(users)
    .innerJoin(learningPaths, givenToHim)
    .innerJoinLateral(progress, sql`true`)
    .leftJoin(distributors, eq(distributors.id, users.distributorId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map(({ figures, completedAt, ...row }) => ({
      ...row,
      ...figures,
      completedAt: figures.complete && completedAt ? completedAt.toISOString() : null,
    })),
    total: totalRow?.total ?? 0,
  };
}
