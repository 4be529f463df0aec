/**
 * An assignment's due date and where it stands. Days are calendar days in UTC written
 * `YYYY-MM-DD`: an assignment due on a day is on time through the whole of that day and overdue
 * from the next.
 */

/** When an assignment is due: never, on a fixed day, or a number of days after each person is assigned. */
export type DuePolicy = { kind: 'none' } | { kind: 'date'; date: string } | { kind: 'days'; days: number };

/** The most days after assignment a due date may be (ten years). */
export const MAX_DUE_DAYS = 3650;

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The day `days` days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The day a person assigned at `assignedAt` is due under the policy, or null for no due date. */
export function dueDayOf(policy: DuePolicy, assignedAt: Date): string | null {
  if (policy.kind === 'none') return null;
  if (policy.kind === 'date') return policy.date;
  return addDays(dayOf(assignedAt), policy.days);
}

/** A fixed due day before today leaves every person late from the start: refused. */
export const dueDayInPast = (policy: DuePolicy, today: string): boolean =>
  policy.kind === 'date' && policy.date < today;

/**
 * Where one person's assignment stands:
 * - withdrawn: taken back (what he completed stays his);
 * - completed / completed-late: done, on or before the due day, or after it;
 * - overdue: not done and the due day has passed;
 * - in-progress: started, not done, not overdue;
 * - assigned: not started yet.
 */
export const ASSIGNMENT_STATES = [
  'assigned',
  'in-progress',
  'overdue',
  'completed',
  'completed-late',
  'withdrawn',
] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

export interface AssignmentDates {
  dueOn: string | null;
  startedAt: Date | null;
  completedAt: Date | null;
  withdrawnAt: Date | null;
}

export function assignmentState(assignment: AssignmentDates, today: string): AssignmentState {
  const { dueOn, startedAt, completedAt, withdrawnAt } = assignment;
  if (completedAt) return dueOn !== null && dayOf(completedAt) > dueOn ? 'completed-late' : 'completed';
  if (withdrawnAt) return 'withdrawn';
  if (dueOn !== null && today > dueOn) return 'overdue';
  return startedAt ? 'in-progress' : 'assigned';
}

/**
 * The reminders an open assignment earns: 7 days and 1 day before its due day, the day it
 * becomes overdue, then every 7 days while it stays overdue. Each has a stable key, so the
 * server records a reminder sent once per assignment and key and never sends it twice.
 */
export const REMINDER_DAYS_BEFORE = [7, 1] as const;
export const OVERDUE_REMINDER_EVERY_DAYS = 7;

export interface Reminder {
  /** `before-7`, `before-1`, `overdue-0`, `overdue-7`, `overdue-14`, ... */
  key: string;
  /** the day it is for */
  day: string;
}

/**
 * The reminder due today for an assignment due on `dueOn`: the latest reminder day that has come,
 * so a day the job did not run (a restart, an outage) is made up by the next run, and an earlier
 * reminder than the latest is never sent late. Null before the first reminder day.
 */
export function reminderFor(dueOn: string, today: string): Reminder | null {
  const late = daysBetween(dueOn, today) - 1;
  if (late >= 0) {
    const weeks = Math.floor(late / OVERDUE_REMINDER_EVERY_DAYS);
    const days = weeks * OVERDUE_REMINDER_EVERY_DAYS;
    return { key: `overdue-${days}`, day: addDays(dueOn, days + 1) };
  }
  const left = daysBetween(today, dueOn);
  const before = REMINDER_DAYS_BEFORE.filter((days) => days >= left).at(-1);
  return before === undefined ? null : { key: `before-${before}`, day: addDays(dueOn, -before) };
}
