import { DEFAULT_LANGUAGE, dayOf, type Language, reminderFor } from '@academy/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  assignmentReminders,
  assignments,
  courses,
  learningPaths,
  notifications,
  users,
} from '../../db/schema/index.js';
import { underJobLock } from '../../lib/job-lock.js';
import { configuredSiteOrigin } from '../../lib/site-address.js';
import { noticeRow, queueMails } from '../notifications/index.js';
import { queueWebhookEvents } from '../webhooks/index.js';
import { type ItemTitles, itemRoute, itemTitleColumns, itemTitleIn, writtenDay } from './item.js';
import { reminderKindOf, reminderMail, reminderNotice } from './reminder-texts.js';
import { openForItsPerson } from './states.js';

// In the one advisory lock space of the database, beside the seeds' and the other jobs' locks.
export const ASSIGNMENT_REMINDERS_LOCK = 7_140_040;
const BATCH = 500;
/** The earliest reminder is this many days before the due day. */
const FIRST_REMINDER_DAYS = 7;

interface Candidate extends ItemTitles {
  id: string;
  userId: string;
  name: string;
  email: string;
  lang: Language | null;
  dueOn: string;
  courseId: string | null;
  pathId: string | null;
}

/** A batch of the open assignments due within a week or overdue, of people who can read a reminder, after `afterId`. */
function candidates(tx: Tx, today: string, afterId: string): Promise<Candidate[]> {
  const horizon = sql`${today}::date + ${FIRST_REMINDER_DAYS}::int`;
  return tx
    .select({
      id: assignments.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      lang: users.lang,
      dueOn: sql<string>`${assignments.dueOn}::text`,
      courseId: assignments.courseId,
      pathId: assignments.pathId,
      ...itemTitleColumns,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .leftJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(learningPaths, eq(learningPaths.id, assignments.pathId))
    .where(and(openForItsPerson, lte(assignments.dueOn, horizon), gt(assignments.id, afterId)))
    .orderBy(asc(assignments.id))
    .limit(BATCH);
}

/**
 * The reminder of the day an assignment becomes overdue (made up by a later run within its first
 * week), which tells webhooks too: assignment.overdue goes once, the weekly reminders after it
 * tell them nothing new.
 */
const BECAME_OVERDUE = 'overdue-0';

/** The data of assignment.overdue, as the API names an assignment. */
const overdueData = (row: Candidate) => ({
  _id: row.id,
  user: { _id: row.userId, email: row.email },
  item: row.courseId ? { kind: 'course', _id: row.courseId } : { kind: 'path', _id: row.pathId },
  dueOn: row.dueOn,
});

const titlesOf = (row: Candidate): Record<Language, string> => ({
  en: itemTitleIn(row, 'en'),
  pt: itemTitleIn(row, 'pt'),
  es: itemTitleIn(row, 'es'),
});

/**
 * Reminds each person of his open assignments: 7 days and 1 day before the due day, the day it
 * becomes overdue, then weekly (the domain's `reminderFor`), with an in-app notice and a mail in
 * his language that links to the item; the day it becomes overdue, webhooks are told too
 * (assignment.overdue, one statement a batch). Each reminder is recorded by assignment and key
 * in the same transaction as its notice, mail and event, and a key already recorded is skipped,
 * so a reminder goes once whatever the instances, restarts or clock moves. One instance at a time
 * (advisory lock); `busy` when another is at it. A batch at a time, so memory stays bounded.
 * Answers how many reminders went.
 */
export function sendAssignmentReminders(db: Db, now = new Date()) {
  return underJobLock(db, ASSIGNMENT_REMINDERS_LOCK, async (tx) => {
    const today = dayOf(now);
    // mails sent by a job link only once the academy's address is set (decision 0022)
    const origin = await configuredSiteOrigin(tx);
    let sent = 0;
    let afterId = '';
    for (;;) {
      const batch = await candidates(tx, today, afterId);
      const due = batch.flatMap((row) => {
        const reminder = reminderFor(row.dueOn, today);
        return reminder ? [{ row, key: reminder.key }] : [];
      });
      if (due.length > 0) {
        const claimed = await tx
          .insert(assignmentReminders)
          .values(due.map(({ row, key }) => ({ assignmentId: row.id, key })))
          .onConflictDoNothing()
          .returning({ assignmentId: assignmentReminders.assignmentId });
        const fresh = new Set(claimed.map((claim) => claim.assignmentId));
        const told = due.filter(({ row }) => fresh.has(row.id));
        if (told.length > 0) {
          await tx.insert(notifications).values(
            told.map(({ row, key }) =>
              noticeRow(row.userId, {
                type: 'assignment-reminder',
                describe: reminderNotice(reminderKindOf(key), titlesOf(row), writtenDay(row.dueOn)),
                route: itemRoute(row),
                aboutId: row.id,
              }),
            ),
          );
          await queueMails(
            tx,
            told.map(({ row, key }) => {
              const lang = row.lang ?? DEFAULT_LANGUAGE;
              return reminderMail(reminderKindOf(key), lang, row.email, {
                name: row.name,
                title: titlesOf(row)[lang],
                due: writtenDay(row.dueOn),
                link: origin ? `${origin}${itemRoute(row)}` : null,
              });
            }),
          );
          await queueWebhookEvents(
            tx,
            'assignment.overdue',
            told.filter(({ key }) => key === BECAME_OVERDUE).map(({ row }) => overdueData(row)),
          );
        }
        sent += told.length;
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return sent;
      afterId = last.id;
    }
  });
}
