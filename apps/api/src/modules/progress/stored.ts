import {
  COMPLETION_THRESHOLD,
  type CourseProgressStructure,
  courseProgress,
  moduleProgress,
} from '@academy/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  courseProgress as courseProgressTable,
  courses,
  lessonProgress,
  moduleProgress as moduleProgressTable,
  users,
} from '../../db/schema/index.js';
import { statementOf } from '../../db/statement.js';
import { followProgressOn, openRenewalOf } from '../assignments/index.js';
import { type IssuedRow, issueCertificates } from '../certificates/index.js';
import { queueWebhookEventsOf, webhookTime } from '../webhooks/index.js';

/**
 * Learners of one course, as the progress writes take them: one learner's id, or a subquery of
 * the ids of many (the holders of a course version), so that their writes cost the same
 * statements whatever their number.
 */
export type Learners = string | SQL;

const subqueryOf = (learners: Learners): SQL =>
  typeof learners === 'string' ? sql`select ${learners}::char(24)` : learners;

const heldCourseProgress = statementOf<{ userId: string }>(
  'course_progress_hold',
  () => sql`select ${courseProgressTable.userId} as "userId" from ${courseProgressTable}
    where ${courseProgressTable.userId} = ${sql.placeholder('userId')}
      and ${courseProgressTable.courseId} = ${sql.placeholder('courseId')}
    for no key update`,
);

/**
 * Starts (or locks) the learners' course_progress rows and answers their ids. Every write of one
 * learner's progress on one course takes this row lock first, so two marks at once are applied
 * one after the other.
 */
export async function lockCourseProgress(tx: Tx, learners: Learners, courseId: string): Promise<string[]> {
  // one learner who has his row (every mark but his first): locked without a write, so that the
  // figures' triggers on course_progress (decision 0034) do not run for a row left as it was
  if (typeof learners === 'string') {
    const [held] = await heldCourseProgress(tx, { userId: learners, courseId });
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

const markWritten = statementOf<{ lessonId: string; progress: number; written: boolean }>(
  'lesson_mark_write',
  () => sql`with written as (
      insert into ${lessonProgress} (user_id, lesson_id, course_id, progress, detail)
      values (${sql.placeholder('userId')}, ${sql.placeholder('lessonId')}, ${sql.placeholder('courseId')},
        ${sql.placeholder('progress')}, ${sql.placeholder('detail')}::jsonb)
      on conflict (user_id, lesson_id) do update set
        progress = greatest(${lessonProgress.progress}, excluded.progress), detail = excluded.detail, updated_at = now()
      returning progress)
    select ${lessonProgress.lessonId} as "lessonId", ${lessonProgress.progress} as progress, false as written
      from ${lessonProgress}
      where ${lessonProgress.courseId} = ${sql.placeholder('courseId')} and ${lessonProgress.userId} = ${sql.placeholder('userId')}
    union all select ${sql.placeholder('lessonId')}::char(24), progress, true from written`,
);

/**
 * Writes a mark (a lesson's progress never goes down) and reads the learner's lesson progress on
 * the course, in one statement: `before` as it stood, `after` with the mark written. Runs under
 * lockCourseProgress, so nothing else writes his progress on the course in between; a caller
 * that refuses the mark on reading `before` rolls it back with its transaction.
 */
export async function writeLessonMark(tx: Tx, mark: LessonMark) {
  const rows = await markWritten(tx, { ...mark, detail: JSON.stringify(mark.detail) });
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

// the module rows (none for a course without modules) go in the same statement as the course
// rows, as a write of its own; a course completed by this transaction (now() is its start) says
// so, and later marks of a completed course skip the certificate
const derivedStored = statementOf<{ userId: string; completedNow: boolean }>(
  'derived_progress_store',
  () => sql`with module_rows as (insert into ${moduleProgressTable} (user_id, course_id, module_id, progress)
      select row."userId", ${sql.placeholder('courseId')}, row."moduleId", row.progress
      from jsonb_to_recordset(${sql.placeholder('modules')}::jsonb) as row("userId" char(24), "moduleId" char(24), progress real)
      on conflict (user_id, module_id) do update set progress = excluded.progress, updated_at = now())
    update ${courseProgressTable} set progress = row.progress,
      completed_at = case when row.progress >= ${COMPLETION_THRESHOLD}::real
        then coalesce(${courseProgressTable.completedAt}, now()) else null end,
      updated_at = now()
    from jsonb_to_recordset(${sql.placeholder('courses')}::jsonb) as row("userId" char(24), progress real)
    where ${courseProgressTable.userId} = row."userId" and ${courseProgressTable.courseId} = ${sql.placeholder('courseId')}
    returning ${courseProgressTable.userId} as "userId", ${courseProgressTable.completedAt} = now() as "completedNow"`,
);

/** The course.completed data of the learners' completions of the course, as the API names them. */
const completionsOf = (courseId: string, userIds: string[]) =>
  sql`select jsonb_build_object(
      'user', jsonb_build_object('_id', ${users.id}, 'email', ${users.email}),
      'course', jsonb_build_object('_id', ${courses.id}, 'title', ${courses.title}),
      'completedAt', ${webhookTime(courseProgressTable.completedAt)}) as data
    from ${courseProgressTable}
    join ${users} on ${users.id} = ${courseProgressTable.userId}
    join ${courses} on ${courses.id} = ${courseProgressTable.courseId}
    where ${courseProgressTable.courseId} = ${courseId} and ${inArray(courseProgressTable.userId, userIds)}`;

/**
 * Stores the module and course progress derived by the domain rule from each learner's lesson
 * progress; a course is completed (completedAt set, told to webhooks as course.completed, its
 * certificate issued) at 99.5 and reopened if it falls below (the certificate stays). The rows go
 * as one JSON value, the module and course rows in one statement, so storing costs the same
 * statements for one learner as for thousands (and a completion one more for its events, however
 * many complete). `learners` names them again for their assignments, which follow. Gives the
 * certificates these completions issued.
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
  const stored = await derivedStored(tx, {
    courseId,
    modules: JSON.stringify(modules),
    courses: JSON.stringify(courses),
  });
  const completed = stored.filter((row) => row.completedNow).map((row) => row.userId);
  if (completed.length > 0)
    await queueWebhookEventsOf(tx, 'course.completed', completionsOf(courseId, completed));
  // a course that becomes complete earns its certificate in the same transaction (issued once,
  // but for a renewal, which replaces the certificate it renews)
  const issued: IssuedRow[] = [];
  for (const userId of completed) {
    const certificate = await issueCertificates(tx, userId, courseId, undefined, {
      renews: (await openRenewalOf(tx, userId, courseId)) ?? undefined,
    });
    if (certificate) issued.push(certificate);
  }
  // the learners' assignments of the course, and of the paths holding it, follow their progress
  await followProgressOn(tx, learners, courseId);
  return issued;
}
