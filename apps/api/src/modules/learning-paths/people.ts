import type { LearningPathPeopleQuery, LearningPathPerson, Page } from '@academy/domain';
import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distributors, learningPaths, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/session-user.js';
import { pathsOfLearner } from '../courses/index.js';
import { reportLearners } from '../reports/index.js';
import { pathCompleters, pathProgress, progressFields } from './progress.js';
import { requireVisiblePath } from './visibility.js';

/** Each person of the row, as the learner the path's rules are read for. */
const personOfRow = { id: users.id, distributorId: users.distributorId };

type PeopleFilter = Pick<LearningPathPeopleQuery, 'search' | 'state'>;

/**
 * The learners (students and fact users, enabled, not removed) in the viewer's scope to whom the
 * path is given (every one of them when it is open to all, else the people of its enabled
 * teams), narrowed by the filter: the join on the path and the condition on `users`.
 */
function peopleOnPath(db: Db, viewer: AuthUser, pathId: string, filter: PeopleFilter) {
  const givenToHim = and(eq(learningPaths.id, pathId), pathsOfLearner(personOfRow)) as SQL;
  // the same learners a report covers (reports/learners.ts), found by the same search
  const people = reportLearners(viewer, { search: filter.search });
  const completers = filter.state && pathCompleters(db, pathId, people);
  const where = and(
    people,
    // the completers, few, found first and each looked up: not every person read in name order for them
    completers && filter.state === 'completed' ? sql`${users.id} = any(array(${completers}))` : undefined,
    completers && filter.state === 'not-completed' ? notInArray(users.id, completers) : undefined,
  );
  return { givenToHim, where };
}

/**
 * `limit` of the path's people from `offset` on, by name, each with how far he is by the one rule
 * of progress.ts: two statements, the people and the figures of those people only. The caller has
 * checked that the viewer may see the path.
 */
export async function pathPeopleStretch(
  db: Db,
  viewer: AuthUser,
  pathId: string,
  filter: PeopleFilter,
  stretch: { limit: number; offset: number },
): Promise<LearningPathPerson[]> {
  const { givenToHim, where } = peopleOnPath(db, viewer, pathId, filter);
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
    .limit(stretch.limit)
    .offset(stretch.offset);
  const figures = await figuresOf(
    db,
    pathId,
    rows.map((row) => row._id),
  );
  return rows.flatMap((row) => {
    const person = figures.get(row._id);
    return person ? [{ ...row, ...person }] : [];
  });
}

/**
 * `learning_paths/admin-view/{id}`: one page of the path's people (peopleOnPath) with how far each
 * is. Three statements whatever the number of people: the count, the page, the page's figures.
 */
export async function learningPathPeople(
  db: Db,
  viewer: AuthUser,
  pathId: string,
  query: LearningPathPeopleQuery,
): Promise<Page<LearningPathPerson>> {
  await requireVisiblePath(db, viewer, pathId);
  const { givenToHim, where } = peopleOnPath(db, viewer, pathId, query);
  const [totalRow] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(learningPaths, givenToHim)
    .where(where);
  const items = await pathPeopleStretch(db, viewer, pathId, query, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items, total: totalRow?.total ?? 0 };
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
