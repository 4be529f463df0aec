import { type AssignableKind, LANGUAGES, type Language } from '@academy/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Localized } from '../../db/schema/columns.js';
import { assignments, courses, learningPaths, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { textIn } from '../../lib/localized-text.js';
import type { AuthUser } from '../../lib/session-user.js';
import { pathsOfLearner, reachesLearner, visibleCourses } from '../courses/index.js';
import { requireVisiblePath } from '../learning-paths/index.js';

/** A course or a learning path, as an assignment or a rule names it. */
export interface Item {
  kind: AssignableKind;
  id: string;
}

/** The item, when the asker may see it (a draft only an admin); else 404. */
export async function requireAssignable(db: Db | Tx, viewer: AuthUser, item: Item): Promise<Item> {
  if (item.kind === 'path') {
    await requireVisiblePath(db, viewer, item.id);
    return item;
  }
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, item.id), visibleCourses(viewer)));
  return course ? item : fail('not-found');
}

/** The person of the row of `users`, as the courses module reads a learner. */
const person = { id: users.id, distributorId: users.distributorId };

/**
 * Whether the person of the row of `users` may see the item, as a condition on `users`: the
 * staff see every published course and path; a learner the ones given to him.
 */
export function itemReaches(item: Item): SQL {
  const staff = sql`${users.type} in ('admin', 'tsm', 'master')`;
  if (item.kind === 'course')
    return sql`exists (select 1 from ${courses} where ${courses.id} = ${item.id}
      and (${courses.status} = 'published' and ${staff} or ${reachesLearner(person)}))`;
  return sql`exists (select 1 from ${learningPaths} where ${learningPaths.id} = ${item.id}
    and (${learningPaths.status} = 'published' and ${staff} or ${pathsOfLearner(person)}))`;
}

/** The assignments of the item, as a condition on `assignments`. */
export const ofItem = (item: Item): SQL =>
  item.kind === 'course' ? eq(assignments.courseId, item.id) : eq(assignments.pathId, item.id);

/** The item's column values of an assignment or a rule. */
export const itemColumns = (item: Item) =>
  item.kind === 'course' ? { courseId: item.id, pathId: null } : { courseId: null, pathId: item.id };

/** A due day (`YYYY-MM-DD`) as notices and mails write dates: DD/MM/YYYY (spec section 2). */
export const writtenDay = (day: string) => day.split('-').reverse().join('/');

/** Where an assignment's item opens in the web app. */
export const itemRoute = (row: { courseId: string | null; pathId: string | null }) =>
  row.courseId ? `/course/view/${row.courseId}` : `/learning-paths/view/${row.pathId}`;

/** The columns an item's title is read from, in a select that left-joins `courses` and `learning_paths` to its row. */
export const itemTitleColumns = {
  courseTitle: courses.title,
  courseLangs: courses.langs,
  pathTitle: learningPaths.title,
};

export interface ItemTitles {
  courseTitle: Localized | null;
  courseLangs: Language[] | null;
  pathTitle: Localized | null;
}

const UNTITLED: Localized = { en: '', pt: '', es: '' };

/** The item's title in `lang` (a course's in the first of its languages that has one). */
export const itemTitleIn = (row: ItemTitles, lang: Language): string =>
  textIn(row.courseTitle ?? row.pathTitle ?? UNTITLED, lang, row.courseLangs ?? LANGUAGES);
