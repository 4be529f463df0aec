import { PACKAGE_LEARNERS_PAGE_SIZE, type PackageLearner } from '@academy/domain';
import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { lessons, packageAttempts, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { attemptsLeftSql } from './attempts.js';

/**
 * One page of the learners who started an attempt at a package lesson of a course, by name, each
 * with the attempts he started, his latest attempt and the attempts he has left: two statements
 * whatever the page (the total, and the page with every figure).
 */
export async function listPackageLearners(
  db: Db,
  query: { courseId: string; lessonId: string; page: number },
): Promise<{ items: PackageLearner[]; total: number }> {
  const { courseId, lessonId } = query;
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId), eq(lessons.kind, 'package')));
  if (!lesson) throw new AppError('not-found');

  const [total] = await db
    .select({ value: countDistinct(packageAttempts.userId) })
    .from(packageAttempts)
    .where(eq(packageAttempts.lessonId, lessonId));
  const items = await rowsOf<PackageLearner>(
    db,
    sql`select ${users.id} as "userId", ${users.name} as "name", ${users.email} as "email",
        started.attempts as "attempts", latest.completion as "completion", latest.success as "success",
        latest.score as "score", latest.ended as "ended",
        ${attemptsLeftSql(users.id, lessonId)} as "attemptsLeft"
      from (select ${packageAttempts.userId} as user_id, count(*)::int as attempts from ${packageAttempts}
        where ${packageAttempts.lessonId} = ${lessonId} group by ${packageAttempts.userId}) as started
      join ${users} on ${users.id} = started.user_id
      cross join lateral (select ${packageAttempts.completion} as completion, ${packageAttempts.success} as success,
          ${packageAttempts.score} as score, ${packageAttempts.endedAt} is not null as ended
        from ${packageAttempts}
        where ${packageAttempts.userId} = ${users.id} and ${packageAttempts.lessonId} = ${lessonId}
        order by ${packageAttempts.createdAt} desc, ${packageAttempts.id} desc limit 1) as latest
      order by ${users.name}, ${users.id}
      limit ${PACKAGE_LEARNERS_PAGE_SIZE} offset ${(query.page - 1) * PACKAGE_LEARNERS_PAGE_SIZE}`,
  );
  return { items, total: total?.value ?? 0 };
}
