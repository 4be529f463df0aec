import { USER_ACTIVITY_LIMIT, type UserActivities, type UserConquests } from '@academy/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { courses, examAttempts, lessonProgress, lessons } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/session-user.js';
import { completedPathsOf } from '../learning-paths/index.js';
import { certificatesOf, RECORDS_LIMIT } from './records.js';
import { requireVisiblePerson } from './visible.js';

const attemptLessons = alias(lessons, 'attempt_lessons');
const attemptCourses = alias(courses, 'attempt_courses');

/**
 * The Activities tab: a person's latest lessons, exam attempts and certificates, each the
 * USER_ACTIVITY_LIMIT most recent, read by his own rows (indexed by user): three statements
 * after the scope check.
 */
export async function activitiesOf(db: Db, viewer: AuthUser, id: string): Promise<UserActivities> {
  const person = await requireVisiblePerson(db, viewer, id);
  const [lessonRows, attemptRows, certificateRows] = await Promise.all([
    db
      .select({
        lessonId: lessonProgress.lessonId,
        lessonTitle: lessons.title,
        courseId: lessonProgress.courseId,
        courseTitle: courses.title,
        progress: lessonProgress.progress,
        updatedAt: lessonProgress.updatedAt,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
      .where(eq(lessonProgress.userId, person.id))
      .orderBy(desc(lessonProgress.updatedAt), desc(lessonProgress.lessonId))
      .limit(USER_ACTIVITY_LIMIT),
    db
      .select({
        _id: examAttempts.id,
        courseId: examAttempts.courseId,
        courseTitle: attemptCourses.title,
        lessonTitle: attemptLessons.title,
        status: examAttempts.status,
        score: examAttempts.score,
        total: examAttempts.total,
        passed: examAttempts.passed,
        createdAt: examAttempts.createdAt,
        submittedAt: examAttempts.submittedAt,
      })
      .from(examAttempts)
      .innerJoin(attemptLessons, eq(attemptLessons.id, examAttempts.lessonId))
      .innerJoin(attemptCourses, eq(attemptCourses.id, examAttempts.courseId))
      .where(eq(examAttempts.userId, person.id))
      .orderBy(desc(examAttempts.createdAt), desc(examAttempts.id))
      .limit(USER_ACTIVITY_LIMIT),
    certificatesOf(db, person.id, USER_ACTIVITY_LIMIT),
  ]);
  return {
    lessons: lessonRows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    attempts: attemptRows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
    })),
    certificates: certificateRows,
  };
}

/**
 * The Conquests tab: a person's certificates, and the learning paths he completed (the rule is the
 * learning paths', learning-paths/progress.ts): two statements after the scope check.
 */
export async function conquestsOf(db: Db, viewer: AuthUser, id: string): Promise<UserConquests> {
  const person = await requireVisiblePerson(db, viewer, id);
  const [certificates, learningPaths] = await Promise.all([
    certificatesOf(db, person.id, RECORDS_LIMIT),
    completedPathsOf(db, person),
  ]);
  return { certificates, learningPaths };
}
