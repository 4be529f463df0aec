import { type Audience, dayOf, reminderFor } from '@academy/domain';
import type { Db, Tx } from '../db/client.js';
import { assignmentReminders, assignmentRules, assignments } from '../db/schema/index.js';
import { insertInChunks } from '../db/seed/bulk.js';
import { newId } from '../lib/ids.js';
import { assignRenewal } from '../modules/assignments/index.js';
import { reopenPart } from '../modules/progress/index.js';
import type { HistoryLearner } from './history-people.js';
import type { CourseHistory, HistoryCourse } from './history-progress.js';
import { daysAfter, daysAgo, type Random } from './random.js';

/** When the demo's rule was written, and how long its people have to finish. */
const RULE_AGE_DAYS = 270;
const RULE_DUE_DAYS = 30;
/** The staff's own assignments: waves of people assigned on these days, each due this long after. */
const MANUAL_WAVES_DAYS_AGO = [150, 90, 40];
const MANUAL_DUE_DAYS = 45;
const MANUAL_SHARE = 0.5;

export interface PlannedAssignment {
  id: string;
  userId: string;
  courseId: string;
  ruleId: string | null;
  assignedBy: string | null;
  assignedAt: Date;
  dueOn: string;
}

const NOBODY: Audience = {
  everyone: false,
  people: [],
  userTypes: [],
  countries: [],
  distributors: [],
  categories: [],
  teams: [],
};

/**
 * The demo's rule: the students of one distributor are assigned the entry course, due 30 days
 * after. Written months ago, so its assignments (one per student, from the day he joined or the
 * rule's day) spread over the history; the 15-minute rules pass then finds nothing left to do.
 */
export async function seedRule(
  db: Db,
  learners: HistoryLearner[],
  input: { adminId: string; course: HistoryCourse; distributorId: string; now: Date },
): Promise<PlannedAssignment[]> {
  const createdAt = daysAgo(input.now, RULE_AGE_DAYS);
  const ruleId = newId(createdAt.getTime());
  await db.insert(assignmentRules).values({
    id: ruleId,
    name: 'New students: Networking Fundamentals in 30 days',
    courseId: input.course.id,
    audience: { ...NOBODY, userTypes: ['student'], distributors: [input.distributorId] },
    dueDays: RULE_DUE_DAYS,
    createdBy: input.adminId,
    createdAt,
    updatedAt: createdAt,
  });
  return learners
    .filter((l) => l.type === 'student' && l.distributorId === input.distributorId)
    .map((learner) => {
      // the rule applies when a person is created, and to everyone when it is saved
      const assignedAt = learner.joinedAt > createdAt ? learner.joinedAt : createdAt;
      return {
        id: newId(assignedAt.getTime()),
        userId: learner.id,
        courseId: input.course.id,
        ruleId,
        assignedBy: null,
        assignedAt,
        dueOn: dayOf(daysAfter(assignedAt, RULE_DUE_DAYS)),
      };
    });
}

/** Staff assignments of a course to about half of some distributors' learners, in waves. */
export function planManualAssignments(
  random: Random,
  learners: HistoryLearner[],
  input: { adminId: string; course: HistoryCourse; distributorIds: string[]; now: Date },
): PlannedAssignment[] {
  const planned: PlannedAssignment[] = [];
  for (const learner of learners) {
    if (!input.distributorIds.includes(learner.distributorId) || !random.chance(MANUAL_SHARE)) continue;
    const wave = daysAgo(input.now, random.pick(MANUAL_WAVES_DAYS_AGO));
    if (learner.joinedAt > wave) continue;
    planned.push({
      id: newId(wave.getTime()),
      userId: learner.id,
      courseId: input.course.id,
      ruleId: null,
      assignedBy: input.adminId,
      assignedAt: wave,
      dueOn: dayOf(daysAfter(wave, MANUAL_DUE_DAYS)),
    });
  }
  return planned;
}

/**
 * The assignments with what became of them, read from the learning history as progress marks
 * move them: started and completed with the course (some after the due day: completed late; the
 * rest open, overdue once the day has passed).
 */
export async function seedAssignments(
  db: Db,
  planned: PlannedAssignment[],
  histories: CourseHistory[],
  now: Date,
) {
  const byKey = new Map(histories.map((h) => [`${h.userId}:${h.courseId}`, h]));
  const rows = planned.map((assignment) => {
    const history = byKey.get(`${assignment.userId}:${assignment.courseId}`);
    return {
      ...assignment,
      startedAt: history?.startedAt ?? null,
      completedAt: history?.completedAt ?? null,
      updatedAt: history?.completedAt ?? history?.startedAt ?? assignment.assignedAt,
    };
  });
  await insertInChunks(db, assignments, rows);
  await insertInChunks(db, assignmentReminders, remindersSent(rows, now));
}

/**
 * The latest reminder each open assignment has had by now, as the hourly job records them: the
 * first run after the demo starts sends only what falls due from then on, not a year of reminders
 * at once.
 */
function remindersSent(
  rows: { id: string; dueOn: string; completedAt: Date | null }[],
  now: Date,
): (typeof assignmentReminders.$inferInsert)[] {
  const today = dayOf(now);
  return rows.flatMap((row) => {
    const reminder = row.completedAt ? null : reminderFor(row.dueOn, today);
    return reminder
      ? [{ assignmentId: row.id, key: reminder.key, sentAt: new Date(`${reminder.day}T09:00:00Z`) }]
      : [];
  });
}

/** When the renewal's holder finished the renewable course: its certificate ends in about 20 days. */
export const renewalHolderFinishedOn = (now: Date, course: HistoryCourse) =>
  daysAgo(now, 365 - Math.min(20, Math.floor((course.renewalWindowDays ?? 30) * 0.66)));

/**
 * The renewal in progress, opened as the hourly renewal-windows job opens one: the holder is
 * assigned the renewal due on his certificate's last day and the renewal part of the course is
 * open to him again (a new cycle of the course). Done with the app's own functions.
 */
export async function seedRenewalInProgress(
  tx: Tx,
  history: CourseHistory,
  course: HistoryCourse,
  expiresAt: Date,
) {
  if (!history.certificateId) throw new Error('demo seed: the renewal needs a certificate');
  await assignRenewal(tx, {
    userId: history.userId,
    courseId: course.id,
    certificateId: history.certificateId,
    dueOn: dayOf(expiresAt),
  });
  await reopenPart(tx, history.userId, course.id, course.structure, 'renewal-part');
}
