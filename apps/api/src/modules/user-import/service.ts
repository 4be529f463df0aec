import {
  checkImportRow,
  type ImportResult,
  type ImportRow,
  repeatedEmailLines,
  type UserImportRequest,
} from '@academy/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/session-user.js';
import type { Invitation } from '../users/index.js';
import { applyPlans } from './apply.js';
import { lookUpBatch } from './lookups.js';
import { planRow, type RowPlan, resultOf } from './plan.js';

/**
 * `user/import`: one batch of a file's rows. Each row is checked alone (domain rules), then
 * against what the batch names, read at once (lookups.ts); a dry run answers there. Otherwise
 * each new or updated row is applied whole or not at all (apply.ts), and the answer says what
 * became of every row, including a row refused now that the dry run had accepted.
 */
export async function importUsers(
  db: Db,
  auth: AuthContext,
  body: UserImportRequest,
  invitation: () => Promise<Invitation>,
): Promise<{ results: ImportResult[] }> {
  const rows: ImportRow[] = body.rows;
  const repeated = repeatedEmailLines(rows);
  const checks = rows.map((row) =>
    repeated.has(row.line) ? ({ ok: false, reason: 'emailRepeated' } as const) : checkImportRow(row),
  );
  const lookups = await lookUpBatch(
    db,
    auth.user,
    rows,
    checks.flatMap((check) => (check.ok ? [check.value] : [])),
  );
  const plans = rows.map((row, index): RowPlan => {
    const check = checks[index];
    if (!check?.ok)
      return { line: row.line, outcome: 'refused', reason: check?.reason ?? 'changedMeanwhile' };
    return planRow(row, check.value, lookups, auth.user);
  });
  if (body.dryRun) return { results: plans.map((plan) => resultOf(plan)) };
  return { results: await applyPlans(db, auth, plans, await invitation()) };
}
