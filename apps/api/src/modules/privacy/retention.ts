import type { RetentionPreview, RetentionRules } from '@academy/domain';
import { and, asc, count, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, settings, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { erasePerson } from './erase-person.js';

/** The settings the rules are kept in; missing, a rule keeps for ever (0). */
const SETTING = { auditDays: 'audit_retention_days', inactiveDays: 'inactive_account_days' } as const;
/** Accounts erased per run at most: a first run on a large academy spreads over the days. */
const ERASED_PER_RUN = 500;

const olderThan = (days: number) => sql`now() - make_interval(days => ${days})`;

/** The people the inactivity rule reaches: learners, never staff, not erased yet. */
const inactiveLearner = (days: number) =>
  and(
    inArray(users.type, ['student', 'fact']),
    isNull(users.erasedAt),
    lt(sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`, olderThan(days)),
  );
const learnersNotErased = and(inArray(users.type, ['student', 'fact']), isNull(users.erasedAt));

export async function retentionRulesOf(db: Db): Promise<RetentionRules> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.name, Object.values(SETTING)));
  const daysOf = (name: string) => Number(rows.find((row) => row.name === name)?.value ?? 0) || 0;
  return { auditDays: daysOf(SETTING.auditDays), inactiveDays: daysOf(SETTING.inactiveDays) };
}

/** What the rules would remove if they ran now, of how many there are. */
export async function retentionPreview(db: Db, rules: RetentionRules): Promise<RetentionPreview> {
  const [audit] = await db
    .select({
      total: count(),
      removed: rules.auditDays
        ? sql<number>`(count(*) filter (where ${auditLog.createdAt} < ${olderThan(rules.auditDays)}))::int`
        : sql<number>`0`,
    })
    .from(auditLog);
  const [accounts] = await db
    .select({
      total: count(),
      removed: rules.inactiveDays
        ? sql<number>`(count(*) filter (where ${inactiveLearner(rules.inactiveDays)}))::int`
        : sql<number>`0`,
    })
    .from(users)
    .where(learnersNotErased);
  return {
    auditEntries: Number(audit?.removed ?? 0),
    auditTotal: Number(audit?.total ?? 0),
    accounts: Number(accounts?.removed ?? 0),
    accountsTotal: Number(accounts?.total ?? 0),
  };
}

/**
 * Saves the rules (admins). Rules that would remove every audit entry or every learner's account
 * at their next run are refused, whatever their days: a mistyped number must not empty the
 * academy overnight.
 */
export async function saveRetentionRules(db: Db, auth: AuthContext, rules: RetentionRules, ip?: string) {
  const preview = await retentionPreview(db, rules);
  const fields: Record<string, string> = {};
  if (preview.auditTotal > 0 && preview.auditEntries === preview.auditTotal)
    fields.auditDays = 'retention.removesEverything';
  if (preview.accountsTotal > 0 && preview.accounts === preview.accountsTotal)
    fields.inactiveDays = 'retention.removesEverything';
  if (Object.keys(fields).length > 0) throw new AppError('validation-failed', fields);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values([
        { name: SETTING.auditDays, value: rules.auditDays },
        { name: SETTING.inactiveDays, value: rules.inactiveDays },
      ])
      .onConflictDoUpdate({
        target: settings.name,
        set: { value: sql`excluded.value`, updatedAt: new Date() },
      });
    await recordAudit(tx, auth, {
      action: 'privacy.retention',
      entity: 'setting',
      details: { ...rules },
      ip,
    });
  });
  return { ...rules, preview };
}

/**
 * The rules' run, once a day: audit entries older than their days are deleted, and learners who
 * have not signed in for their days are erased (their certificates kept under their initials),
 * each in a transaction of his own, up to ERASED_PER_RUN a run.
 */
export async function applyRetention(db: Db, signal?: AbortSignal) {
  const rules = await retentionRulesOf(db);
  let auditEntries = 0;
  if (rules.auditDays) {
    const removed = await db
      .delete(auditLog)
      .where(lt(auditLog.createdAt, olderThan(rules.auditDays)))
      .returning({ id: auditLog.id });
    auditEntries = removed.length;
  }
  let accounts = 0;
  if (rules.inactiveDays) {
    const due = await db
      .select({ id: users.id })
      .from(users)
      .where(inactiveLearner(rules.inactiveDays))
      .orderBy(asc(users.createdAt))
      .limit(ERASED_PER_RUN);
    for (const { id } of due) {
      if (signal?.aborted) break;
      await erasePerson(db, null, id, { certificates: 'initials' });
      accounts++;
    }
  }
  return { auditEntries, accounts };
}
