import type { PackageStanding, UnitOutcome } from '@academy/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { lessonPackages, lessonProgress, packageAttempts, packageUnitData } from '../../db/schema/index.js';
import { statementOf } from '../../db/statement.js';
import { AppError } from '../../lib/errors.js';
import { dataWithoutOutcome, type KeptUnit } from './attempt-outcome.js';
import { attemptsLeftSql } from './attempts.js';

/**
 * The two statements of a commit that moves neither the lesson's progress nor the attempt's end,
 * which is most of them (a package commits its location and suspend data every few seconds): one
 * reads, the other writes, without a transaction. The write takes effect only if the attempt is
 * still as the read saw it (its row version, PostgreSQL's `xmin`, is unchanged); otherwise the
 * commit is kept under the attempt's lock, as every other commit is (commit.ts).
 */

const attemptForCommit = prepared((db) =>
  db
    .select({
      attemptId: packageAttempts.id,
      courseId: packageAttempts.courseId,
      endedAt: packageAttempts.endedAt,
      standard: lessonPackages.standard,
      units: lessonPackages.units,
      version: sql<string>`${packageAttempts}.xmin::text`,
      // the other units as kept, to sum the attempt with the one that comes
      others: sql<KeptUnit[]>`(select coalesce(json_agg(json_build_object('unitId', ${packageUnitData.unitId},
          'outcome', ${packageUnitData.outcome}, 'cmi', ${dataWithoutOutcome})), '[]'::json)
        from ${packageUnitData} where ${packageUnitData.attemptId} = ${packageAttempts.id}
        and ${packageUnitData.unitId} <> ${sql.placeholder('unitId')})`,
      lessonProgress: sql<number | null>`(select ${lessonProgress.progress} from ${lessonProgress}
        where ${lessonProgress.userId} = ${packageAttempts.userId}
        and ${lessonProgress.lessonId} = ${packageAttempts.lessonId})`,
    })
    .from(packageAttempts)
    .innerJoin(lessonPackages, eq(lessonPackages.id, packageAttempts.packageId))
    .where(
      and(
        eq(packageAttempts.id, sql.placeholder('attemptId')),
        eq(packageAttempts.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('package_commit_attempt'),
);

/**
 * The learner's own attempt as a commit to one of its units finds it: with its package's standard
 * and units, its row version, the other units as kept and the lesson's progress as stored.
 * Another's attempt is not found.
 */
export async function attemptAsSeen(db: Db, userId: string, attemptId: string, unitId: string) {
  const [seen] = await attemptForCommit(db).execute({ attemptId, userId, unitId });
  if (!seen) throw new AppError('not-found');
  return seen;
}

export type SeenAttempt = Awaited<ReturnType<typeof attemptAsSeen>>;

const placeholder = sql.placeholder;

const keepIfUnchanged = statementOf<PackageStanding>('package_commit_unchanged', () => {
  const updated = sql.identifier('updated');
  return sql`with ${updated} as (
      update ${packageAttempts} set completion = ${placeholder('completion')},
        success = ${placeholder('success')}, score = ${placeholder('score')},
        seconds = ${placeholder('seconds')}, updated_at = now()
      where ${packageAttempts.id} = ${placeholder('attemptId')} and xmin = ${placeholder('version')}::xid
        and ${packageAttempts.endedAt} is null
      returning *
    ), kept as (
      insert into ${packageUnitData} (attempt_id, unit_id, cmi, outcome)
      select id, ${placeholder('unitId')}, ${placeholder('cmi')}::jsonb, ${placeholder('outcome')}::jsonb
      from ${updated}
      on conflict (attempt_id, unit_id)
      do update set cmi = excluded.cmi, outcome = excluded.outcome, updated_at = now()
    )
    select id as "attemptId", completion, success, score, seconds, ended_at is not null as ended,
      ${attemptsLeftSql(sql`${updated}.user_id`, sql`${updated}.lesson_id`)} as "attemptsLeft"
    from ${updated}`;
});

/**
 * Keeps the unit's data and the attempt's new standing in one statement, if the attempt is still
 * as `seen` read it: its standing, or undefined when another commit came between (the caller then
 * keeps it under the attempt's lock).
 */
export async function keepUnchangedAttempt(
  db: Db,
  seen: SeenAttempt,
  unit: { unitId: string; cmi: Record<string, unknown>; outcome: UnitOutcome },
  standing: UnitOutcome,
): Promise<PackageStanding | undefined> {
  const [kept] = await keepIfUnchanged(db, {
    attemptId: seen.attemptId,
    version: seen.version,
    unitId: unit.unitId,
    cmi: JSON.stringify(unit.cmi),
    outcome: JSON.stringify(unit.outcome),
    completion: standing.completion,
    success: standing.success,
    score: standing.score,
    seconds: standing.seconds,
  });
  return kept;
}
