import {
  COMPLETION_THRESHOLD,
  type CourseProgressStructure,
  courseProgress,
  moduleProgress,
} from '@academy/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  courseProgress as courseProgressTable,
  lessonProgress,
  moduleProgress as moduleProgressTable,
} from '../../db/schema/index.js';
import { openRenewalOf, recordAssignmentProgress, touchedBy } from '../assignments/index.js';
import { type IssuedRow, issueCertificates } from '../certificates/index.js';

/**
 * Learners of one course, as the progress writes take them: one learner's id, or a subquery of
 * the ids of many (the holders of a course version), so that their writes cost the same
 * statements whatever their number.
 */
export type Learners = string | SQL;

const subqueryOf = (learners: Learners): SQL =>
  typeof learners === 'string' ? sql`select ${learners}::char(24)` : learners;

/**
 * Starts (or locks) the learners' course_progress rows and answers their ids. Every write of one
 * learner's progress on one course takes this row lock first, so two marks at once are applied
 * one after the other.
 */
export async function lockCourseProgress(tx: Tx, learners: Learners, courseId: string): Promise<string[]> {
  // one learner who has his row (every mark but his first): locked without a write, so that the
  // figures' triggers on course_progress (decision 0034) do not run for a row left as it was
  if (typeof learners === 'string') {
    const [held] = await tx
      .select({ userId: courseProgressTable.userId })
      .from(courseProgressTable)
      .where(and(eq(courseProgressTable.userId, learners), eq(courseProgressTable.courseId, courseId)))
      .for('no key update');
    if (held) return [held.userId];
  }
  const rows = await rowsOf<{ userId: string }>(
    tx,
    sql`insert into ${courseProgressTable} (user_id, course_id)
      select learner, ${courseId} from (${subqueryOf(learners)}) as learners(learner)
      on conflict (user_id, course_id) do update set updated_at = now()
      returning user_id as "userId"`,
  );
  return rows.map((row) => row.userId);
}

/** The lesson progress on the course of the learners the condition on `lesson_progress` picks, by learner and lesson. */
export async function lessonProgressBy(db: Db | Tx, courseId: string, learners: SQL) {
  const rows = await db
    .select({
      userId: lessonProgress.userId,
      lessonId: lessonProgress.lessonId,
      progress: lessonProgress.progress,
    })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.courseId, courseId), learners));
  const byLearner = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const lessons = byLearner.get(row.userId) ?? new Map<string, number>();
    lessons.set(row.lessonId, row.progress);
    byLearner.set(row.userId, lessons);
  }
  return byLearner;
}

/** One learner's lesson progress on the course, by lesson. */
export async function lessonProgressOf(db: Db | Tx, userId: string, courseId: string) {
  const byLearner = await lessonProgressBy(db, courseId, eq(lessonProgress.userId, userId));
  return byLearner.get(userId) ?? new Map<string, number>();
}

/** One learner's progress on one lesson, as a mark reports it. */
export interface LessonMark {
  userId: string;
  courseId: string;
  lessonId: string;
  progress: number;
  detail: Record<string, unknown>;
}

/**
 * Writes a mark (a lesson's progress never goes down) and reads the learner's lesson progress on
 * the course, in one statement: `before` as it stood, `after` with the mark written. Runs under
 * lockCourseProgress, so nothing else writes his progress on the course in between; a caller
 * that refuses the mark on reading `before` rolls it back with its transaction.
 */
export async function writeLessonMark(tx: Tx, mark: LessonMark) {
  const rows = await rowsOf<{ lessonId: string; progress: number; written: boolean }>(
    tx,
    sql`with written as (
        insert into ${lessonProgress} (user_id, lesson_id, course_id, progress, detail)
        values (${mark.userId}, ${mark.lessonId}, ${mark.courseId}, ${mark.progress}, ${JSON.stringify(mark.detail)}::jsonb)
        on conflict (user_id, lesson_id) do update set
          progress = greatest(${lessonProgress.progress}, excluded.progress), detail = excluded.detail, updated_at = now()
        returning progress)
      select ${lessonProgress.lessonId} as "lessonId", ${lessonProgress.progress} as progress, false as written
        from ${lessonProgress}
        where ${lessonProgress.courseId} = ${mark.courseId} and ${lessonProgress.userId} = ${mark.userId}
      union all select ${mark.lessonId}::char(24), progress, true from written`,
  );
  const before = new Map<string, number>();
  for (const row of rows) if (!row.written) before.set(row.lessonId, row.progress);
  const after = new Map(before);
  for (const row of rows) if (row.written) after.set(row.lessonId, row.progress);
  return { before, after, written: after.get(mark.lessonId) ?? mark.progress };
}

/** A learner's course filled with his lesson progress, ready to be stored. */
export interface Derived {
  userId: string;
  structure: CourseProgressStructure;
}

/**
 * Stores the module and course progress derived by the domain rule from each learner's lesson
 * progress; a course is completed (completedAt set, its certificate issued) at 99.5 and reopened
 * if it falls below (the certificate stays). The rows go as one JSON value, the module and course
 * rows in one statement, so storing costs the same statements for one learner as for thousands.
 * `learners` names them again for their assignments, which follow. Gives the certificates these
 * completions issued.
 */
export async function storeDerived(
  tx: Tx,
  courseId: string,
  derived: readonly Derived[],
  learners: Learners,
): Promise<IssuedRow[]> {
  const modules = derived.flatMap(({ userId, structure }) =>
    structure.modules.map((module) => ({ userId, moduleId: module.id, progress: moduleProgress(module) })),
  );
  const courses = derived.map(({ userId, structure }) => ({ userId, progress: courseProgress(structure) }));
  // the module rows go in the same statement as the course rows, as a write of its own
  const moduleWrite =
    modules.length > 0
      ? sql`with module_rows as (insert into ${moduleProgressTable} (user_id, course_id, module_id, progress)
        select row."userId", ${courseId}, row."moduleId", row.progress
        from jsonb_to_recordset(${JSON.stringify(modules)}::jsonb) as row("userId" char(24), "moduleId" char(24), progress real)
        on conflict (user_id, module_id) do update set progress = excluded.progress, updated_at = now())
      `
      : sql``;
  // completed by this transaction (now() is its start): later marks of a completed course skip the certificate
  const stored = await rowsOf<{ userId: string; completedNow: boolean }>(
    tx,
    sql`${moduleWrite}update ${courseProgressTable} set progress = row.progress,
        completed_at = case when row.progress >= ${COMPLETION_THRESHOLD}::real
          then coalesce(${courseProgressTable.completedAt}, now()) else null end,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(courses)}::jsonb) as row("userId" char(24), progress real)
      where ${courseProgressTable.userId} = row."userId" and ${courseProgressTable.courseId} = ${courseId}
      returning ${courseProgressTable.userId} as "userId", ${courseProgressTable.completedAt} = now() as "completedNow"`,
  );
  // a course that becomes complete earns its certificate in the same transaction (issued once,
  // but for a renewal, which replaces the certificate it renews)
  const issued: IssuedRow[] = [];
  for (const { userId } of stored.filter((row) => row.completedNow)) {
    const certificate = await issueCertificates(tx, userId, courseId, undefined, {
      renews: (await openRenewalOf(tx, userId, courseId)) ?? undefined,
    });
    if (certificate) issued.push(certificate);
  }
  // the learners' assignments of the course, and of the paths holding it, follow their progress
  await recordAssignmentProgress(tx, touchedBy(learners, courseId));
  return issued;
}
