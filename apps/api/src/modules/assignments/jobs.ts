import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { underJobLock } from '../../lib/job-lock.js';
import type { ScheduledJob } from '../../lib/jobs.js';
import { sendOverdueDigests } from './digest.js';
import { sendAssignmentReminders } from './reminders.js';
import { applyRulesTo } from './rules.js';

// In the one advisory lock space of the database, beside the seeds' and the other jobs' locks.
export const ASSIGNMENT_RULES_LOCK = 7_140_041;

/**
 * Applies every enabled rule to everyone again. The people's own changes apply the rules as they
 * happen (users, user-import); this pass catches what changes a person's audience without
 * touching him: a team's members, a category's removal, a distributor moved to another country,
 * a course given to more people. Answers how many were assigned and withdrawn.
 */
export function applyAllRules(db: Db) {
  return underJobLock(db, ASSIGNMENT_RULES_LOCK, (tx) => applyRulesTo(tx));
}

/**
 * Reminders hourly (each goes on its day, once); the rules' full pass every quarter of an hour; the
 * staff's overdue digest on Monday mornings (UTC), made up later in the week if that run was missed.
 */
export const assignmentJobs = ({ db }: Pick<AppDeps, 'db'>): ScheduledJob[] => [
  { name: 'assignment-reminders', cron: '5 * * * *', run: () => sendAssignmentReminders(db) },
  { name: 'assignment-rules', cron: '*/15 * * * *', run: () => applyAllRules(db) },
  { name: 'assignment-digest', cron: '0 8 * * 1', run: () => sendOverdueDigests(db) },
];
