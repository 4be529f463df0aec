import {
  type Audience,
  type AudiencePreview,
  audienceIsEmpty,
  type DuePolicy,
  dayOf,
  dueDayInPast,
} from '@academy/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { assignments, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { newIdSql } from '../../lib/ids.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthContext, AuthUser } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { countedPeople } from '../certification-status/index.js';
import { requireAudienceInScope } from './audience-scope.js';
import { audienceCondition } from './audience-sql.js';
import { type Item, itemReaches, ofItem, requireAssignable } from './item.js';
import { recordAssignmentProgress } from './progress.js';

/** An audience as one call asks for it: what it assigns, to whom, within whose scope. */
export interface Reach {
  item: Item;
  audience: Audience;
  /** whose scope bounds it: the asker, or a rule's author */
  scopeOf: AuthUser;
}

/** The people of the audience who may be assigned (enabled, not removed: those the reports count), as a condition on `users`. */
export const peopleReached = ({ audience, scopeOf }: Reach): SQL =>
  and(countedPeople, audienceCondition(audience), peopleInScope(scopeOf)) as SQL;

/** Whether the person of the row of `users` holds an assignment of the item that was not withdrawn. */
const holdsItem = (item: Item) =>
  sql`exists (select 1 from ${assignments} where ${assignments.userId} = ${users.id} and ${ofItem(item)} and ${assignments.withdrawnAt} is null)`;

/** How many people the audience reaches, how many hold the item already, and how many cannot see it. */
export async function countReach(db: Db | Tx, reach: Reach): Promise<AudiencePreview> {
  const [row] = await db
    .select({
      people: sql<number>`count(*)::int`,
      alreadyAssigned: sql<number>`count(*) filter (where ${holdsItem(reach.item)})::int`,
      cannotSee: sql<number>`count(*) filter (where not ${itemReaches(reach.item)})::int`,
    })
    .from(users)
    .where(peopleReached(reach));
  return row ?? { people: 0, alreadyAssigned: 0, cannotSee: 0 };
}

/** Whether anyone the audience reaches cannot see the item: stops at the first such person. */
export async function anyCannotSee(db: Db | Tx, reach: Reach): Promise<boolean> {
  const [row] = await db
    .select({
      found: sql<boolean>`exists (select 1 from ${users} where ${peopleReached(reach)} and not ${itemReaches(reach.item)})`,
    })
    .from(sql`(select 1) as one`);
  return row?.found ?? false;
}

/** The due day column of a new assignment, by the policy, read by the database for each row. */
function dueOnSql(due: DuePolicy): SQL {
  if (due.kind === 'none') return sql`null::date`;
  if (due.kind === 'date') return sql`${due.date}::date`;
  return sql`((now() at time zone 'UTC')::date + ${due.days}::int)`;
}

/**
 * Assigns the item to every person the reach takes who can see it and holds no assignment of it
 * (open or completed) yet: one INSERT … SELECT, whatever their number; then records the progress
 * some of them already made (a course completed before counts). Gives how many were assigned.
 */
export async function insertAssignments(
  tx: Tx,
  reach: Reach,
  due: DuePolicy,
  by: { assignedBy: string | null; ruleId: string | null },
  only?: SQL,
): Promise<number> {
  const { item } = reach;
  const itemColumn = item.kind === 'course' ? assignments.courseId : assignments.pathId;
  const [inserted] = await rowsOf<{ n: number }>(
    tx,
    sql`with inserted as (insert into ${assignments}
        (id, user_id, ${sql.identifier(itemColumn.name)}, rule_id, assigned_by, due_on)
      select ${newIdSql}, ${users.id}, ${item.id}, ${by.ruleId}, ${by.assignedBy}, ${dueOnSql(due)}
      from ${users}
      where ${peopleReached(reach)} and ${itemReaches(item)} and not ${holdsItem(item)} and ${only ?? sql`true`}
      on conflict do nothing
      returning 1)
    select count(*)::int as n from inserted`,
  );
  const assigned = inserted?.n ?? 0;
  // the rows this transaction made carry its start as their assignment time (now())
  if (assigned > 0)
    await recordAssignmentProgress(tx, and(ofItem(item), sql`${assignments.assignedAt} = now()`) as SQL);
  return assigned;
}

/** Refuses an audience that reaches no one by its terms, and a fixed due day already past. */
export function checkAudienceAndDue(audience: Audience, due: DuePolicy) {
  if (audienceIsEmpty(audience)) fail('assignment-audience-empty');
  if (dueDayInPast(due, dayOf(new Date()))) fail('due-date-past');
}

/** `assignment/preview`: what assigning the item to the audience would do, nothing saved. */
export async function previewAssignment(db: Db, viewer: AuthUser, item: Item, audience: Audience) {
  await requireAssignable(db, viewer, item);
  await requireAudienceInScope(db, viewer, audience);
  return countReach(db, { item, audience, scopeOf: viewer });
}

/**
 * `assignment/create`: assigns the item to the audience's people of the asker's scope, refused
 * whole (422 `assignment-not-visible`) when any of them may not see it, so no one is assigned
 * what he cannot open. Those who hold it already are left as they are.
 */
export async function assign(
  db: Db,
  auth: AuthContext,
  body: { item: Item; audience: Audience; due: DuePolicy },
  ip: string,
) {
  const viewer = auth.user;
  checkAudienceAndDue(body.audience, body.due);
  return db.transaction(async (tx) => {
    await requireAssignable(tx, viewer, body.item);
    await requireAudienceInScope(tx, viewer, body.audience);
    const reach = { item: body.item, audience: body.audience, scopeOf: viewer };
    const counts = await countReach(tx, reach);
    if (counts.cannotSee > 0) fail('assignment-not-visible');
    const assigned = await insertAssignments(tx, reach, body.due, { assignedBy: viewer.id, ruleId: null });
    await recordAudit(tx, auth, {
      action: 'assignment.create',
      entity: body.item.kind,
      entityId: body.item.id,
      details: { assigned, audience: body.audience, due: body.due },
      ip,
    });
    return { assigned, alreadyAssigned: counts.people - assigned };
  });
}

/** `assignment/withdraw/{id}`: an open assignment of a person of the asker's scope is withdrawn. */
export async function withdrawAssignment(db: Db, auth: AuthContext, id: string, ip: string) {
  const viewer = auth.user;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ completedAt: assignments.completedAt, withdrawnAt: assignments.withdrawnAt })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.userId))
      .where(and(eq(assignments.id, id), peopleInScope(viewer)))
      .for('update', { of: assignments });
    if (!row) fail('not-found');
    if (row?.completedAt || row?.withdrawnAt) fail('assignment-closed');
    await tx
      .update(assignments)
      .set({ withdrawnAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(assignments.id, id), isNull(assignments.completedAt)));
    await recordAudit(tx, auth, { action: 'assignment.withdraw', entity: 'assignment', entityId: id, ip });
    return { ok: true };
  });
}
