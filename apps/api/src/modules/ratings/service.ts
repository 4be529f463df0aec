import type { LessonRating } from '@academy/domain';
import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, lessons, ratings } from '../../db/schema/index.js';
import { unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { visibleCourses } from '../courses/index.js';

/** 404 unless the lesson belongs to a course the viewer may see. */
async function requireVisibleLesson(db: Db, viewer: AuthUser, lessonId: string) {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.id, lessonId), visibleCourses(viewer)));
  if (!row) throw new AppError('not-found');
}

async function ratingOf(db: Db, viewer: AuthUser, lessonId: string): Promise<LessonRating> {
  const [row] = await db
    .select({
      average: avg(ratings.value).mapWith(Number),
      count: count(),
      mine: sql<number | null>`max(case when ${ratings.userId} = ${viewer.id} then ${ratings.value} end)`,
    })
    .from(ratings)
    .where(eq(ratings.lessonId, lessonId));
  const total = row?.count ?? 0;
  return {
    mine: row?.mine ?? null,
    average: total > 0 && row ? Math.round(row.average * 10) / 10 : null,
    count: total,
  };
}

/** The viewer's rating of a lesson, with the average (one decimal) and number of ratings. */
export async function getRating(db: Db, viewer: AuthUser, lessonId: string): Promise<LessonRating> {
  await requireVisibleLesson(db, viewer, lessonId);
  return ratingOf(db, viewer, lessonId);
}

/** Rates a lesson 1..5; rating again replaces the viewer's earlier rating. */
export async function setRating(
  db: Db,
  viewer: AuthUser,
  lessonId: string,
  value: number,
): Promise<LessonRating> {
  await requireVisibleLesson(db, viewer, lessonId);
  await unlessReferenceGone(
    () =>
      db
        .insert(ratings)
        .values({ userId: viewer.id, lessonId, value })
        .onConflictDoUpdate({
          target: [ratings.userId, ratings.lessonId],
          set: { value, updatedAt: sql`now()` },
        }),
    () => new AppError('not-found'),
  );
  return ratingOf(db, viewer, lessonId);
}
