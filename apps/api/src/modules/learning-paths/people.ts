import type { LearningPathPeopleQuery, LearningPathPerson, Page } from '@academy/domain';
import { and, asc, count, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distributors, learningPaths, users } from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../auth/sessions.js';
import { pathCompleters, pathProgress, progressFields } from './progress.js';
import { pathsOfLearner, requireVisiblePath } from './visibility.js';

/** Each person of the row, as the learner the path's rules are read for. */
const personOfRow = { id: users.id, distributorId: users.distributorId };

/**
 * `learning_paths/admin-view/{id}`: the learners (students and fact users, enabled, not removed)
 * in the viewer's scope to whom the path is given (every one of them when it is open to all, else
 * the people of its enabled teams), by name, one page at a time, each with how far he is by the
 * one rule of progress.ts. Three statements whatever the number of people: the count, the page,
 * and the figures of the page's people only.
 */
export async function learningPathPeople(
  db: Db,
  viewer: AuthUser,
  pathId: string,
  query: LearningPathPeopleQuery,
): Promise<Page<LearningPathPerson>> {
  await requireVisiblePath(db, viewer, pathId);
  const givenToHim = and(eq(learningPaths.id, pathId), pathsOfLearner(personOfRow)) as SQL;
  const people = and(
    inArray(users.type, ['student', 'fact']),
    eq(users.status, 'enabled'),
    isNull(users.deletedAt),
    peopleInScope(viewer),
    query.search
      ? or(ilike(users.name, containing(query.search)), ilike(users.email, containing(query.search)))
      : undefined,
  );
  const completers = query.state && pathCompleters(db, pathId, people);
  const where = and(
    people,
    completers && query.state === 'completed' ? inArray(users.id, completers) : undefined,
    completers && query.state === 'not-completed' ? notInArray(users.id, completers) : undefined,
  );

  const [totalRow] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(learningPaths, givenToHim)
    .where(where);
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      type: users.type,
      master: distributors.name,
    })
    .from(users)
    .innerJoin(learningPaths, givenToHim)
    .leftJoin(distributors, eq(distributors.id, users.distributorId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const figures = await figuresOf(
    db,
    pathId,
    rows.map((row) => row._id),
  );
  return {
    items: rows.flatMap((row) => {
      const person = figures.get(row._id);
      return person ? [{ ...row, ...person }] : [];
    }),
    total: totalRow?.total ?? 0,
  };
}

/** How far each of these people is on the path (progress.ts), by id: one statement, none for no one. */
async function figuresOf(db: Db, pathId: string, ids: string[]) {
  const progress = pathProgress(db, personOfRow, pathId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, figures: progressFields(progress), completedAt: progress.completedAt })
          .from(users)
          .innerJoinLateral(progress, sql`true`)
          .where(inArray(users.id, ids));
  return new Map(
    rows.map(({ id, figures, completedAt }) => [
      id,
      { ...figures, completedAt: figures.complete && completedAt ? completedAt.toISOString() : null },
    ]),
  );
}
