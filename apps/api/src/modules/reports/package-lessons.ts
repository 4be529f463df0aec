import type { ReportPackageLesson } from '@academy/domain';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { lessons, modules, packageAttempts } from '../../db/schema/index.js';
import { correlated } from './figures.js';

/**
 * Package lessons (SCORM, cmi5) in the reports: where a learner stands in each, read in the select
 * list of the statement that reads his standing in the course, so that a report costs no
 * statement more for them (docs/decisions/0049-package-lessons.md).
 */

/** A package lesson's standing as the statements read it (jsonb). */
export interface StoredPackageLesson extends Omit<ReportPackageLesson, 'lastActivityAt'> {
  lastActivityAt: string | null;
}

/**
 * A learner's (`userId`) standing in one package lesson (`lessonId`) as a jsonb object, summed
 * over his attempts in one aggregate (one row whatever their number, by the user and lesson index):
 * - status: passed once any attempt passed (as an exam's pass counts); else completed once any
 *   attempt completed without failing (the lesson is done, as its progress stays 100); else
 *   failed when his latest attempt failed; else in progress; not started without an attempt.
 * - time: the sum over his attempts. An admin asks how long the learner spent on the training; a
 *   learner who failed twice and passed on the third try spent the three attempts' time, which
 *   the latest attempt's alone would hide.
 * - score: his best, as an exam's best score is shown.
 */
const packageStanding = (userId: Column | SQL, lessonId: Column | SQL) =>
  sql`(select jsonb_build_object(
      'status', case
        when count(*) = 0 then 'not_started'
        when bool_or(${packageAttempts.success} = 'passed') then 'passed'
        when bool_or(${packageAttempts.completion} = 'completed' and ${packageAttempts.success} <> 'failed') then 'completed'
        when (array_agg(${packageAttempts.success} order by ${packageAttempts.createdAt} desc, ${packageAttempts.id} desc))[1] = 'failed' then 'failed'
        else 'in_progress' end,
      'attempts', count(*),
      'bestScore', round(max(${packageAttempts.score})::numeric, 1),
      'seconds', coalesce(sum(${packageAttempts.seconds}), 0),
      'lastActivityAt', max(${packageAttempts.updatedAt}))
    from ${packageAttempts} where ${packageAttempts.userId} = ${userId} and ${packageAttempts.lessonId} = ${lessonId})`;

/** The package lessons of the course `courseId` names, each in a row of `lessons`, in the course's order. */
const packageLessonsIn = (courseId: Column | SQL) => ({
  from: sql`from ${lessons} left join ${modules} on ${modules.id} = ${lessons.moduleId}
    where ${lessons.courseId} = ${courseId} and ${lessons.kind} = 'package'`,
  order: sql`order by ${modules.position} nulls first, ${modules.createdAt}, ${modules.id},
    ${lessons.position}, ${lessons.createdAt}, ${lessons.id}`,
});

/** The package lessons of a course (`courseId`), in its order: the columns of its reports. */
export const packageLessonsOfCourse = (courseId: Column | SQL) => {
  const { from, order } = packageLessonsIn(courseId);
  return correlated<{ _id: string; title: ReportPackageLesson['title'] }[]>(
    sql`coalesce((select jsonb_agg(jsonb_build_object('_id', ${lessons.id}, 'title', ${lessons.title}) ${order}) ${from}), '[]'::jsonb)`,
  );
};

/** A learner's (`userId`) standing in each package lesson of a course (`courseId`), in its order. */
export const packageLessonsOf = (userId: Column | SQL, courseId: Column | SQL) => {
  const { from, order } = packageLessonsIn(courseId);
  return correlated<StoredPackageLesson[]>(
    sql`coalesce((select jsonb_agg(jsonb_build_object('lessonId', ${lessons.id}, 'title', ${lessons.title}) || ${packageStanding(userId, lessons.id)} ${order}) ${from}), '[]'::jsonb)`,
  );
};

/**
 * A learner's (`userId`) standing in a lesson of any kind (`lessonId`, `kind`): null unless it is
 * a package lesson.
 */
export const packageStandingIfPackage = (userId: Column, lessonId: Column, kind: Column) =>
  sql<Omit<
    StoredPackageLesson,
    'lessonId' | 'title'
  > | null>`case when ${kind} = 'package' then ${packageStanding(userId, lessonId)} end`;

/** The wire form of a package lesson's standing. */
export const packageLessonOnWire = <T extends { lastActivityAt: string | null }>(stored: T) => ({
  ...stored,
  lastActivityAt: stored.lastActivityAt === null ? null : new Date(stored.lastActivityAt).toISOString(),
});
