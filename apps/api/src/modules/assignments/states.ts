import type { assignmentListQuery } from '@academy/domain';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assignments, users } from '../../db/schema/index.js';

type StateFilter = NonNullable<z.output<typeof assignmentListQuery>['state']>;

/** Neither completed nor withdrawn. */
export const isOpen = and(isNull(assignments.completedAt), isNull(assignments.withdrawnAt)) as SQL;

/**
 * Open, and of a person who can still read about it (enabled, not removed): what reminders and
 * digests speak of (a condition on `assignments` joined to its person in `users`).
 */
export const openForItsPerson = and(isOpen, eq(users.status, 'enabled'), isNull(users.deletedAt)) as SQL;
const completedLate = sql`${assignments.dueOn} is not null and (${assignments.completedAt} at time zone 'UTC')::date > ${assignments.dueOn}`;

/**
 * Each filter of the list as a condition, by the domain's `assignmentState` (states.test.ts
 * holds every row of a filtered page to it). `today` is the UTC day the list is read on.
 */
export function stateCondition(state: StateFilter, today: string): SQL {
  const overdue = and(
    isOpen,
    isNotNull(assignments.dueOn),
    sql`${assignments.dueOn} < ${today}::date`,
  ) as SQL;
  const notOverdue = sql`(${assignments.dueOn} is null or ${assignments.dueOn} >= ${today}::date)`;
  switch (state) {
    case 'open':
      return isOpen;
    case 'overdue':
      return overdue;
    case 'assigned':
      return and(isOpen, notOverdue, isNull(assignments.startedAt)) as SQL;
    case 'in-progress':
      return and(isOpen, notOverdue, isNotNull(assignments.startedAt)) as SQL;
    case 'completed':
      return and(isNotNull(assignments.completedAt), sql`not (${completedLate})`) as SQL;
    case 'completed-late':
      return and(isNotNull(assignments.completedAt), completedLate) as SQL;
    case 'withdrawn':
      return and(isNull(assignments.completedAt), isNotNull(assignments.withdrawnAt)) as SQL;
  }
}
