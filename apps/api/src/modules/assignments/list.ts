import {
  type AssignmentRow,
  type assignmentListQuery,
  assignmentState,
  DEFAULT_LANGUAGE,
  dayOf,
} from '@academy/domain';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  assignmentRules,
  assignments,
  courses,
  distributors,
  learningPaths,
  users,
} from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { itemTitleColumns, itemTitleIn } from './item.js';
import { isOpen, stateCondition } from './states.js';

type ListQuery = z.output<typeof assignmentListQuery>;

const columns = {
  _id: assignments.id,
  userId: users.id,
  userName: users.name,
  email: users.email,
  distributor: distributors.name,
  courseId: assignments.courseId,
  pathId: assignments.pathId,
  ...itemTitleColumns,
  ruleId: assignmentRules.id,
  ruleName: assignmentRules.name,
  assignedAt: assignments.assignedAt,
  dueOn: assignments.dueOn,
  startedAt: assignments.startedAt,
  completedAt: assignments.completedAt,
  withdrawnAt: assignments.withdrawnAt,
};

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .leftJoin(distributors, eq(distributors.id, users.distributorId))
    .leftJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(learningPaths, eq(learningPaths.id, assignments.pathId))
    .leftJoin(assignmentRules, eq(assignmentRules.id, assignments.ruleId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow(row: Selected, viewer: AuthUser, today: string): AssignmentRow {
  const lang = viewer.lang ?? DEFAULT_LANGUAGE;
  const title = itemTitleIn(row, lang);
  return {
    _id: row._id,
    user: { _id: row.userId, name: row.userName, email: row.email, distributor: row.distributor },
    item: row.courseId
      ? { kind: 'course', _id: row.courseId, title }
      : { kind: 'path', _id: row.pathId ?? '', title },
    state: assignmentState(row, today),
    assignedAt: row.assignedAt.toISOString(),
    dueOn: row.dueOn,
    completedAt: row.completedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    rule: row.ruleId ? { _id: row.ruleId, name: row.ruleName ?? '' } : null,
  };
}

/** Open first, then by due day (the soonest, the most overdue, first; none last), newest assignment first. */
const listOrder = [
  desc(isOpen),
  sql`${assignments.dueOn} asc nulls last`,
  desc(assignments.assignedAt),
  asc(assignments.id),
];

/** `assignment/list`: one page of the assignments of the people of the asker's scope. */
export async function listAssignments(db: Db, viewer: AuthUser, query: ListQuery, now = new Date()) {
  const today = dayOf(now);
  const where = and(
    peopleInScope(viewer),
    query.state && stateCondition(query.state, today),
    query.courseId ? eq(assignments.courseId, query.courseId) : undefined,
    query.pathId ? eq(assignments.pathId, query.pathId) : undefined,
    query.userId ? eq(assignments.userId, query.userId) : undefined,
    query.search
      ? or(ilike(users.name, containing(query.search)), ilike(users.email, containing(query.search)))
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.userId))
      .where(where),
  ]);
  return { items: rows.map((row) => toRow(row, viewer, today)), total: count?.total ?? 0 };
}

/** How long a closed assignment stays on its person's own list. */
const CLOSED_SHOWN_DAYS = 90;

/** `assignment/mine`: the asker's open assignments, then those closed in the last 90 days. */
export async function myAssignments(db: Db, viewer: AuthUser, now = new Date()) {
  const rows = await selectRows(db)
    .where(
      and(
        eq(assignments.userId, viewer.id),
        or(
          isOpen,
          sql`coalesce(${assignments.completedAt}, ${assignments.withdrawnAt}) > now() - make_interval(days => ${CLOSED_SHOWN_DAYS})`,
        ),
      ),
    )
    .orderBy(...listOrder)
    .limit(500);
  return rows.map((row) => toRow(row, viewer, dayOf(now)));
}
