import {
  type Audience,
  DEFAULT_LANGUAGE,
  type DuePolicy,
  type Rule,
  type ruleRequest,
} from '@academy/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { assignmentRules, assignments, courses, learningPaths, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { type AuthContext, type AuthUser, authUserColumns } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { anyCannotSee, checkAudienceAndDue, insertAssignments, peopleReached, type Reach } from './assign.js';
import { requireAudienceInScope } from './audience-scope.js';
import { type Item, itemColumns, itemTitleColumns, itemTitleIn, ofItem, requireAssignable } from './item.js';

type RuleBody = z.output<typeof ruleRequest>;
type RuleRow = typeof assignmentRules.$inferSelect;

const itemOf = (rule: RuleRow): Item =>
  rule.courseId ? { kind: 'course', id: rule.courseId } : { kind: 'path', id: rule.pathId ?? '' };

const dueOf = (rule: Pick<RuleRow, 'dueOn' | 'dueDays'>): DuePolicy =>
  rule.dueOn
    ? { kind: 'date', date: rule.dueOn }
    : rule.dueDays
      ? { kind: 'days', days: rule.dueDays }
      : { kind: 'none' };

const dueColumns = (due: DuePolicy) => ({
  dueOn: due.kind === 'date' ? due.date : null,
  dueDays: due.kind === 'days' ? due.days : null,
});

/** The rules the asker manages, as a condition on `assignment_rules`: all for an admin, his own otherwise. */
const managedBy = (viewer: AuthUser): SQL | undefined =>
  viewer.type === 'admin' ? undefined : eq(assignmentRules.createdBy, viewer.id);

const authors = alias(users, 'author');

/** A rule with its author, whose scope bounds it, or null once he is removed (the rule then assigns no one). */
interface AuthoredRule {
  rule: RuleRow;
  author: AuthUser | null;
}

/** The rules the condition picks, each with its author: one statement whatever the number of rules. */
function rulesWithAuthors(tx: Tx, which: SQL): Promise<AuthoredRule[]> {
  return tx
    .select({ rule: assignmentRules, author: authUserColumns(authors) })
    .from(assignmentRules)
    .leftJoin(authors, and(eq(authors.id, assignmentRules.createdBy), isNull(authors.deletedAt)))
    .where(which)
    .orderBy(asc(assignmentRules.id));
}

/** The rule of `id` with its author, as it stands in the transaction (after its save). */
async function authoredRule(tx: Tx, id: string): Promise<AuthoredRule> {
  const [found] = await rulesWithAuthors(tx, eq(assignmentRules.id, id));
  return found ?? fail('not-found');
}

/**
 * Applies an enabled rule to the people `only` picks (everyone when absent): those of its audience
 * in its author's scope who can see the item and never held it are assigned it; those whose
 * open assignment came from this rule and who left the audience, or whose assignment is of an
 * item the rule no longer names, have it withdrawn. Set-based: a
 * fixed number of statements whatever the number of people.
 */
async function applyRule(tx: Tx, { rule, author }: AuthoredRule, only?: SQL) {
  if (rule.status !== 'enabled' || !author) return { assigned: 0, withdrawn: 0 };
  const reach: Reach = { item: itemOf(rule), audience: rule.audience, scopeOf: author };
  const assigned = await insertAssignments(
    tx,
    reach,
    dueOf(rule),
    { assignedBy: null, ruleId: rule.id },
    only,
  );
  const left = await rowsOf(
    tx,
    sql`update ${assignments} set withdrawn_at = now(), updated_at = now()
    where ${assignments.ruleId} = ${rule.id} and ${assignments.completedAt} is null and ${assignments.withdrawnAt} is null
      and (not ${ofItem(reach.item)} or ${assignments.userId} in (select ${users.id} from ${users}
        where ${only ?? sql`true`} and not (${peopleReached(reach)})))
    returning ${assignments.id}`,
  );
  return { assigned, withdrawn: left.length };
}

/**
 * Applies every enabled rule to the people `people` picks (a condition on `users`; everyone when
 * absent): after a person is created, approved, imported, edited or moved, and in the rules' full
 * pass. The rules and their authors are read in one statement, then two or three per rule.
 * Answers how many were assigned and withdrawn.
 */
export async function applyRulesTo(tx: Tx, people?: SQL) {
  const total = { assigned: 0, withdrawn: 0 };
  for (const authored of await rulesWithAuthors(tx, eq(assignmentRules.status, 'enabled'))) {
    const applied = await applyRule(tx, authored, people);
    total.assigned += applied.assigned;
    total.withdrawn += applied.withdrawn;
  }
  return total;
}

/** The rules the condition picks among those the asker manages, by name, as the calls answer them. */
async function selectRules(db: Db | Tx, viewer: AuthUser, which: SQL | undefined): Promise<Rule[]> {
  const rows = await db
    .select({
      rule: assignmentRules,
      ...itemTitleColumns,
      assigned: sql<number>`(select count(*)::int from ${assignments} where ${assignments.ruleId} = ${assignmentRules.id}
        and ${assignments.withdrawnAt} is null)`,
    })
    .from(assignmentRules)
    .leftJoin(courses, eq(courses.id, assignmentRules.courseId))
    .leftJoin(learningPaths, eq(learningPaths.id, assignmentRules.pathId))
    .where(and(which, managedBy(viewer)))
    .orderBy(asc(assignmentRules.name), asc(assignmentRules.id))
    .limit(RULES_LISTED);
  const lang = viewer.lang ?? DEFAULT_LANGUAGE;
  return rows.map((row) => {
    const item = itemOf(row.rule);
    const title = itemTitleIn(row, lang);
    return {
      _id: row.rule.id,
      name: row.rule.name,
      item: { kind: item.kind, _id: item.id, title },
      audience: row.rule.audience,
      due: dueOf(row.rule),
      status: row.rule.status,
      assigned: row.assigned,
      createdAt: row.rule.createdAt.toISOString(),
    };
  });
}

/** The most rules a list answers. */
const RULES_LISTED = 500;

async function ruleAnswer(db: Db | Tx, viewer: AuthUser, id: string): Promise<Rule> {
  const [rule] = await selectRules(db, viewer, eq(assignmentRules.id, id));
  return rule ?? fail('not-found');
}

/** `assignment-rule/list`: the rules the asker manages, by name. */
export const listRules = (db: Db, viewer: AuthUser) => selectRules(db, viewer, undefined);

/** `assignment-rule/get/{id}` */
export const getRule = (db: Db, viewer: AuthUser, id: string) => ruleAnswer(db, viewer, id);

/** The checks a rule passes before it is saved: its audience, due day, item and scope, and that everyone it reaches can see the item. */
async function checkRule(tx: Tx, viewer: AuthUser, body: RuleBody) {
  checkAudienceAndDue(body.audience, body.due);
  await requireAssignable(tx, viewer, body.item);
  await requireAudienceInScope(tx, viewer, body.audience);
  if (await anyCannotSee(tx, { item: body.item, audience: body.audience, scopeOf: viewer }))
    fail('assignment-not-visible');
}

const ruleColumns = (body: RuleBody) => ({
  name: body.name,
  ...itemColumns(body.item),
  audience: body.audience as Audience,
  ...dueColumns(body.due),
  status: body.status,
});

/** `assignment-rule/create`: saves the rule and applies it at once. */
export async function createRule(db: Db, auth: AuthContext, body: RuleBody, ip: string) {
  const viewer = auth.user;
  return db.transaction(async (tx) => {
    await checkRule(tx, viewer, body);
    const [rule] = await tx
      .insert(assignmentRules)
      .values({ id: newId(), ...ruleColumns(body), createdBy: viewer.id })
      .returning();
    if (!rule) return fail('internal');
    const applied = await applyRule(tx, { rule, author: viewer });
    await recordAudit(tx, auth, {
      action: 'assignment-rule.create',
      entity: 'assignment-rule',
      entityId: rule.id,
      details: applied,
      ip,
    });
    return { rule: await ruleAnswer(tx, viewer, rule.id), ...applied };
  });
}

/** `assignment-rule/update/{id}`: changes the rule and applies it again to everyone. */
export async function updateRule(db: Db, auth: AuthContext, id: string, body: RuleBody, ip: string) {
  const viewer = auth.user;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: assignmentRules.id })
      .from(assignmentRules)
      .where(and(eq(assignmentRules.id, id), managedBy(viewer)))
      .for('update');
    if (!current) return fail('not-found');
    await checkRule(tx, viewer, body);
    await tx
      .update(assignmentRules)
      .set({ ...ruleColumns(body), updatedAt: sql`now()` })
      .where(eq(assignmentRules.id, id));
    const applied = await applyRule(tx, await authoredRule(tx, id));
    await recordAudit(tx, auth, {
      action: 'assignment-rule.update',
      entity: 'assignment-rule',
      entityId: id,
      details: applied,
      ip,
    });
    return { rule: await ruleAnswer(tx, viewer, id), ...applied };
  });
}

/** `assignment-rule/remove/{id}`: the rule goes; the assignments it made stay. */
export async function removeRule(db: Db, auth: AuthContext, id: string, ip: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(assignmentRules)
      .where(and(eq(assignmentRules.id, id), managedBy(auth.user)))
      .returning({ id: assignmentRules.id });
    if (removed.length === 0) fail('not-found');
    await recordAudit(tx, auth, {
      action: 'assignment-rule.remove',
      entity: 'assignment-rule',
      entityId: id,
      ip,
    });
    return { ok: true };
  });
}
