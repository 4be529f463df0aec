import { DEFAULT_LANGUAGE, dayOf, type Language } from '@academy/domain';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import type { Localized } from '../../db/schema/columns.js';
import { assignmentDigests, assignments, courses, learningPaths, users } from '../../db/schema/index.js';
import { underJobLock } from '../../lib/job-lock.js';
import { staffOver } from '../../lib/scope.js';
import { configuredSiteOrigin } from '../../lib/site-address.js';
import { queueMails } from '../notifications/index.js';
import { digestMail } from './digest-texts.js';
import { itemTitleIn, writtenDay } from './item.js';
import { openForItsPerson } from './states.js';

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

const staff = alias(users, 'staff');

/**
 * Who gets what this week, in one statement whatever the number of staff: for each enabled master
 * and tsm without this week's digest, the overdue assignments of the people of his scope
 * (`staffOver`, the reverse of `peopleInScope`), the first ones oldest due first, each row with
 * how many there are in all. A staff member with none has no row.
 */
function overdueByStaff(tx: Tx, today: string, week: string) {
  const ranked = tx
    .select({
      staffId: sql<string>`${staff.id}`.as('staff_id'),
      staffName: sql<string>`${staff.name}`.as('staff_name'),
      email: sql<string>`${staff.email}`.as('staff_email'),
      lang: sql<Language | null>`${staff.lang}`.as('staff_lang'),
      name: users.name,
      dueOn: sql<string>`${assignments.dueOn}::text`.as('due_on'),
      courseTitle: sql<Localized | null>`${courses.title}`.mapWith(courses.title).as('course_title'),
      courseLangs: sql<Language[] | null>`${courses.langs}`.mapWith(courses.langs).as('course_langs'),
      pathTitle: sql<Localized | null>`${learningPaths.title}`.mapWith(learningPaths.title).as('path_title'),
      rank: sql<number>`row_number() over (partition by ${staff.id}
        order by ${assignments.dueOn}, ${users.name}, ${assignments.id})`.as('rank'),
      total: sql<number>`(count(*) over (partition by ${staff.id}))::int`.as('total'),
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .innerJoin(staff, staffOver(users.distributorId, staff))
    .leftJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(learningPaths, eq(learningPaths.id, assignments.pathId))
    .where(
      and(
        openForItsPerson,
        lt(assignments.dueOn, today),
        inArray(staff.type, ['master', 'tsm']),
        eq(staff.status, 'enabled'),
        isNull(staff.deletedAt),
        sql`not exists (select 1 from ${assignmentDigests} where ${assignmentDigests.staffId} = ${staff.id} and ${assignmentDigests.week} = ${week})`,
      ),
    )
    .as('ranked');
  return tx
    .select()
    .from(ranked)
    .where(lte(ranked.rank, LISTED))
    .orderBy(asc(ranked.staffId), asc(ranked.rank));
}

type OverdueRow = Awaited<ReturnType<typeof overdueByStaff>>[number];

/** The rows grouped into one digest per staff member: his first row names him, each row is a line. */
function byStaff(rows: OverdueRow[]) {
  const digests = new Map<string, { to: OverdueRow; lines: OverdueRow[] }>();
  for (const row of rows) {
    const digest = digests.get(row.staffId);
    if (digest) digest.lines.push(row);
    else digests.set(row.staffId, { to: row, lines: [row] });
  }
  return [...digests.values()];
}

/**
 * Mails each enabled master and tsm, once a week, the overdue assignments of the people of his
 * scope, in his language, with a link to the assignments page; one who has none gets nothing.
 * The week is recorded with the mail, in one transaction, so a digest goes once per person and
 * week whatever the instances and restarts. A fixed number of statements whatever the number of
 * staff: one reads who gets what, one records the weeks, one queues the mails. Answers how many
 * digests went.
 */
export function sendOverdueDigests(db: Db, now = new Date()) {
  return underJobLock(db, ASSIGNMENT_DIGEST_LOCK, async (tx) => {
    const today = dayOf(now);
    const week = isoWeek(today);
    const origin = await configuredSiteOrigin(tx);
    const digests = byStaff(await overdueByStaff(tx, today, week));
    if (digests.length === 0) return 0;
    await tx.insert(assignmentDigests).values(digests.map(({ to }) => ({ staffId: to.staffId, week })));
    await queueMails(
      tx,
      digests.map(({ to, lines }) => {
        const lang = to.lang ?? DEFAULT_LANGUAGE;
        return digestMail(lang, to.email, {
          name: to.staffName,
          total: to.total,
          link: origin ? `${origin}${OVERDUE_ROUTE}` : null,
          overdue: lines.map((row) => ({
            name: row.name,
            title: itemTitleIn(row, lang),
            due: writtenDay(row.dueOn),
          })),
        });
      }),
    );
    return digests.length;
  });
}
