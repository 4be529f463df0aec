import { DEFAULT_LANGUAGE, type Language } from '@academy/domain';
import { and, eq, or, type SQL } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Db } from '../../db/client.js';
import { assignments, courses, learningPaths, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { itemRoute, itemTitleColumns, itemTitleIn } from './item.js';

const DUE: Record<Language, (title: string) => string> = {
  en: (title) => `Due: ${title}`,
  pt: (title) => `Prazo: ${title}`,
  es: (title) => `Fecha límite: ${title}`,
};

/**
 * `assignment/calendar/{id}`: the due day of an assignment as an all-day event of an .ics file,
 * titled in the asker's language and linking to the item at `origin`. The person reads his own;
 * staff those of their scope. An assignment without a due day has nothing to put in a calendar (404).
 */
export async function assignmentCalendar(db: Db, viewer: AuthUser, id: string, origin: string) {
  const readable: SQL | undefined =
    viewer.type === 'admin' || viewer.type === 'tsm' || viewer.type === 'master'
      ? or(eq(users.id, viewer.id), peopleInScope(viewer))
      : eq(users.id, viewer.id);
  const [row] = await db
    .select({
      dueOn: assignments.dueOn,
      courseId: assignments.courseId,
      pathId: assignments.pathId,
      ...itemTitleColumns,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .leftJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(learningPaths, eq(learningPaths.id, assignments.pathId))
    .where(and(eq(assignments.id, id), readable));
  if (!row?.dueOn) return fail('not-found');
  const lang = viewer.lang ?? DEFAULT_LANGUAGE;
  const title = itemTitleIn(row, lang);
  const calendar = ical({ name: 'Academy', prodId: { company: 'Academy', product: 'Academy' } });
  calendar.createEvent({
    id: `assignment-${id}@academy`,
    start: new Date(`${row.dueOn}T00:00:00Z`),
    allDay: true,
    summary: DUE[lang](title),
    url: `${origin}${itemRoute(row)}`,
  });
  return { text: calendar.toString(), fileName: `assignment-${row.dueOn}.ics` };
}
