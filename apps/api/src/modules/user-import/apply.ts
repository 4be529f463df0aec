import type { ImportResult } from '@academy/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { teamUsers, users } from '../../db/schema/index.js';
import { isUniqueViolation, unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthContext } from '../../lib/session-user.js';
import { applyRulesTo } from '../assignments/index.js';
import { recordAudits } from '../audit/index.js';
import { holdFiguresAlone } from '../figures/index.js';
import { createAccounts, type Invitation, type PersonEventRow, personData } from '../users/index.js';
import { queueWebhookEvents } from '../webhooks/index.js';
import { type RowPlan, resultOf } from './plan.js';

/** The rows that write something: new and updated ones (an unchanged row writes nothing). */
type Accepted = Extract<RowPlan, { outcome: 'new' | 'updated' }>;
type Updated = Extract<RowPlan, { outcome: 'updated' }>;

/** What undoes rows: what their plan counted on changed since the batch was read. */
const changedMeanwhile = () => new AppError('conflict');
const isChangedMeanwhile = (error: unknown) =>
  (error instanceof AppError && (error.key === 'conflict' || error.key === 'email-taken')) ||
  isUniqueViolation(error);

/**
 * Updates the people of the rows in one statement, each still inside the importer's scope and
 * still no admin or tsm: the update's own condition settles a change made since the batch was
 * read (fewer rows updated than planned undoes the attempt). Blank state and language cells keep
 * what the person has. Answers the people as updated, for their webhook events.
 */
async function updatePeople(tx: Tx, auth: AuthContext, plans: Updated[]): Promise<PersonEventRow[]> {
  if (plans.length === 0) return [];
  const values = sql.join(
    plans.map(
      ({ userId, fields }) =>
        sql`(${userId}, ${fields.name}, ${fields.type}, ${fields.countryId}, ${fields.state}, ${fields.lang}, ${fields.distributorId})`,
    ),
    sql`, `,
  );
  const scope = peopleInScope(auth.user);
  const updated = await rowsOf<PersonEventRow>(
    tx,
    sql`update ${users} set
      name = v.v_name, type = v.v_type, country_id = v.v_country, distributor_id = v.v_distributor,
      state = coalesce(v.v_state, ${users.state}), lang = coalesce(v.v_lang, ${users.lang}), updated_at = now()
    from (values ${values}) as v(v_id, v_name, v_type, v_country, v_state, v_lang, v_distributor)
    where ${users.id} = v.v_id and ${users.type} not in ('admin', 'tsm') ${scope ? sql`and ${scope}` : sql``}
    returning ${users.id} as id, ${users.name} as name, ${users.email} as email, ${users.type} as type,
      ${users.status} as status, ${users.lang} as lang, ${users.countryId} as "countryId",
      ${users.distributorId} as "distributorId"`,
  );
  if (updated.length !== plans.length) throw changedMeanwhile();
  return updated;
}

/**
 * Rows applied together, all or none, in a few statements whatever their number: the new
 * accounts (made and invited by the users module), the updates, their audit entries and webhook
 * events, the team memberships. Answers the person of each row, by line.
 */
async function applyTogether(
  tx: Tx,
  auth: AuthContext,
  plans: Accepted[],
  invitation: Invitation,
): Promise<Map<number, string>> {
  const created = plans.filter((plan) => plan.outcome === 'new');
  const updated = plans.filter((plan): plan is Updated => plan.outcome === 'updated');
  const newIds = await createAccounts(
    tx,
    created.map((plan) => ({ ...plan.fields, categoryIndex: null })),
    auth,
    invitation,
  );
  const people = new Map<number, string>(created.map((plan, index) => [plan.line, newIds[index] as string]));
  const changed = await updatePeople(tx, auth, updated);
  for (const plan of updated) people.set(plan.line, plan.userId);
  await recordAudits(
    tx,
    auth,
    updated.map((plan) => ({
      action: 'user.update',
      entity: 'user',
      entityId: plan.userId,
      details: { import: true, type: plan.fields.type, distributorId: plan.fields.distributorId },
      ip: invitation.ip,
    })),
  );
  // the new people's person.created went with their accounts; the batch's changes go in one event statement
  await queueWebhookEvents(tx, 'person.changed', changed.map(personData));
  const memberships = plans.flatMap((plan) => {
    const userId = people.get(plan.line);
    return plan.teamId && userId ? [{ teamId: plan.teamId, userId, role: 'member' as const }] : [];
  });
  if (memberships.length > 0) await tx.insert(teamUsers).values(memberships).onConflictDoNothing();
  // the batch's people, new and changed, with their teams: the assignment rules apply to them in one pass
  await applyRulesTo(tx, inArray(users.id, [...people.values()]));
  return people;
}

/** `applyTogether` in a savepoint; a race (a team or distributor removed, an email taken) undoes it and is answered null. */
async function tryTogether(tx: Tx, auth: AuthContext, plans: Accepted[], invitation: Invitation) {
  try {
    // a removed team or distributor fails its foreign key, an email taken meanwhile its unique index
    return await unlessReferenceGone(
      () => tx.transaction((savepoint) => applyTogether(savepoint, auth, plans, invitation)),
      changedMeanwhile,
    );
  } catch (error) {
    if (!isChangedMeanwhile(error)) throw error;
    return null;
  }
}

/**
 * Applies a batch in one transaction. All its rows that write something are tried together first; when a race undoes
 * that attempt, each row is tried alone in its own savepoint, so that only the rows that fail are
 * refused ("changedMeanwhile") and a row is never half applied. The invitation mails are queued
 * with their rows, so nobody is invited to an account that was rolled back.
 */
export async function applyPlans(
  db: Db,
  auth: AuthContext,
  plans: RowPlan[],
  invitation: Invitation,
): Promise<ImportResult[]> {
  const accepted = plans.filter(
    (plan): plan is Accepted => plan.outcome === 'new' || plan.outcome === 'updated',
  );
  return db.transaction(async (tx) => {
    // its rows move people and assign them, in turns when they are tried one by one
    await holdFiguresAlone(tx);
    let people = await tryTogether(tx, auth, accepted, invitation);
    if (!people) {
      people = new Map();
      for (const plan of accepted) {
        const alone = await tryTogether(tx, auth, [plan], invitation);
        const userId = alone?.get(plan.line);
        if (userId) people.set(plan.line, userId);
      }
    }
    const applied = people;
    return plans.map((plan) => {
      if (plan.outcome === 'refused') return resultOf(plan);
      if (plan.outcome === 'unchanged') return resultOf(plan, plan.userId);
      const userId = applied.get(plan.line);
      return userId
        ? resultOf(plan, userId)
        : resultOf({ line: plan.line, outcome: 'refused', reason: 'changedMeanwhile' });
    });
  });
}
