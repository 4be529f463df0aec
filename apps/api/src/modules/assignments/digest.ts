import { DEFAULT_LANGUAGE, dayOf } from '@academy/domain';
import { and, asc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { assignmentDigests, assignments, courses, learningPaths, users } from '../../db/schema/index.js';
import { underJobLock } from '../../lib/job-lock.js';
import { peopleInScope } from '../../lib/scope.js';
import { type AuthUser, authUserColumns } from '../../lib/session-user.js';
import { configuredSiteOrigin } from '../../lib/site-address.js';
import { queueMails } from '../notifications/index.js';
import { digestMail } from './digest-texts.js';
import { itemTitleColumns, itemTitleIn, writtenDay } from './item.js';

// In the one advisory lock space of the database, beside the seeds' and the other jobs' locks.
export const ASSIGNMENT_DIGEST_LOCK = 7_140_042;
/** The most overdue assignments one digest lists; the rest are counted. */
const LISTED = 30;
/** Where the digest leads: the assignments page on its overdue filter. */
export const OVERDUE_ROUTE = '/assignments?state=overdue';

/** The ISO week of a day, as `2026-W48`: a digest goes once per staff member and week. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const overdueOf = (staff: AuthUser, today: string): SQL =>
  and(
    isNull(assignments.completedAt),
    isNull(assignments.withdrawnAt),
    lt(assignments.dueOn, today),
    eq(users.status, 'enabled'),
    isNull(users.deletedAt),
    peopleInScope(staff),
  ) as SQL;

/** One staff member's overdue people: the first ones, oldest due first, and how many in all. */
async function overdueFor(tx: Tx, staff: AuthUser, today: string) {
  const where = overdueOf(staff, today);
  const [rows, [count]] = await Promise.all([
    tx
      .select({
        name: users.name,
        dueOn: sql<string>`${assignments.dueOn}::text`,
        ...itemTitleColumns,
      })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.userId))
      .leftJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(learningPaths, eq(learningPaths.id, assignments.pathId))
      .where(where)
      .orderBy(asc(assignments.dueOn), asc(users.name))
      .limit(LISTED),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.userId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Mails each enabled master and tsm, once a week, the overdue assignments of the people of his
 * scope, in his language, with a link to the assignments page; one who has none gets nothing.
 * The week is recorded with the mail, in one transaction, so a digest goes once per person and
 * week whatever the instances and restarts. Answers how many digests went.
 */
export function sendOverdueDigests(db: Db, now = new Date()) {
  return underJobLock(db, ASSIGNMENT_DIGEST_LOCK, async (tx) => {
    const today = dayOf(now);
    const week = isoWeek(today);
    const origin = await configuredSiteOrigin(tx);
    const staff = await tx
      .select(authUserColumns(users))
      .from(users)
      .where(
        and(
          inArray(users.type, ['master', 'tsm']),
          eq(users.status, 'enabled'),
          isNull(users.deletedAt),
          sql`not exists (select 1 from ${assignmentDigests} where ${assignmentDigests.staffId} = ${users.id} and ${assignmentDigests.week} = ${week})`,
        ),
      );
    let sent = 0;
    for (const person of staff) {
      const { rows, total } = await overdueFor(tx, person, today);
      if (total === 0) continue;
      const lang = person.lang ?? DEFAULT_LANGUAGE;
      await tx.insert(assignmentDigests).values({ staffId: person.id, week });
      await queueMails(tx, [
        digestMail(lang, person.email, {
          name: person.name,
          total,
          link: origin ? `${origin}${OVERDUE_ROUTE}` : null,
          overdue: rows.map((row) => ({
            name: row.name,
            title: itemTitleIn(row, lang),
            due: writtenDay(row.dueOn),
          })),
        }),
      ]);
      sent++;
    }
    return sent;
  });
}
