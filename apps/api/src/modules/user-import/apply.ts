import type { ImportResult } from '@academy/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { teamUsers, users } from '../../db/schema/index.js';
import { isUniqueViolation, unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import { recordAudit } from '../auth/audit.js';
import type { AuthContext } from '../auth/sessions.js';
import { createAccount, type Invitation } from '../users/create-account.js';
import { type ImportedFields, type RowPlan, resultOf } from './plan.js';

/** What undoes a row: what its plan counted on changed since the batch was read. */
const changedMeanwhile = () => new AppError('conflict');
const isChangedMeanwhile = (error: unknown) =>
  (error instanceof AppError && (error.key === 'conflict' || error.key === 'email-taken')) ||
  isUniqueViolation(error);

/**
 * Updates the person of a row, still inside the importer's scope and still no admin or tsm: the
 * update's own condition settles a change made since the batch was read. Blank cells keep what
 * the person has.
 */
async function updatePerson(tx: Tx, auth: AuthContext, userId: string, fields: ImportedFields) {
  const [updated] = await tx
    .update(users)
    .set({
      name: fields.name,
      type: fields.type,
      countryId: fields.countryId,
      distributorId: fields.distributorId,
      ...(fields.state !== null && { state: fields.state }),
      ...(fields.lang !== null && { lang: fields.lang }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), notInArray(users.type, ['admin', 'tsm']), peopleInScope(auth.user)))
    .returning({ id: users.id });
  if (!updated) throw changedMeanwhile();
}

/**
 * One row, whole or not at all: the account (created by the users module with its audit entry
 * and invitation mail, or updated here with its own), and its team membership.
 */
async function applyRow(
  tx: Tx,
  auth: AuthContext,
  plan: Exclude<RowPlan, { outcome: 'refused' }>,
  invitation: Invitation,
) {
  let userId: string;
  if (plan.outcome === 'new')
    userId = await createAccount(tx, { ...plan.fields, categoryIndex: null }, auth, invitation);
  else {
    userId = plan.userId;
    await updatePerson(tx, auth, userId, plan.fields);
    await recordAudit(tx, auth, {
      action: 'user.update',
      entity: 'user',
      entityId: userId,
      details: { import: true, type: plan.fields.type, distributorId: plan.fields.distributorId },
      ip: invitation.ip,
    });
  }
  if (plan.teamId)
    await tx.insert(teamUsers).values({ teamId: plan.teamId, userId, role: 'member' }).onConflictDoNothing();
  return userId;
}

/**
 * Applies a batch in one transaction, each row in its own savepoint: a row that fails (its team
 * removed meanwhile, its email taken by a registration a moment ago) is rolled back alone and
 * answered as refused; the others stay. The invitation mails are queued inside their rows, so
 * nobody is invited to an account that was rolled back.
 */
export async function applyPlans(
  db: Db,
  auth: AuthContext,
  plans: RowPlan[],
  invitation: Invitation,
): Promise<ImportResult[]> {
  return db.transaction(async (tx) => {
    const answered: ImportResult[] = [];
    for (const plan of plans) {
      if (plan.outcome === 'refused') {
        answered.push(resultOf(plan));
        continue;
      }
      try {
        // a team or distributor removed meanwhile fails its foreign key, an email taken meanwhile its unique index
        const userId = await unlessReferenceGone(
          () => tx.transaction((row) => applyRow(row, auth, plan, invitation)),
          changedMeanwhile,
        );
        answered.push(resultOf(plan, userId));
      } catch (error) {
        if (!isChangedMeanwhile(error)) throw error;
        answered.push(resultOf({ line: plan.line, outcome: 'refused', reason: 'changedMeanwhile' }));
      }
    }
    return answered;
  });
}
