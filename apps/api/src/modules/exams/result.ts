import type { AttemptResult, ExamLessonRequest } from '@academy/domain';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examAttempts } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/session-user.js';
import { findExam } from './exam-lesson.js';
import type { AttemptRow } from './history.js';
import { attemptsOf, settleExpired } from './history.js';

/** A scored attempt as the result screen shows it: the score, never the key. */
export const toResult = (attempt: AttemptRow, minQuestions: number | null): AttemptResult => ({
  _id: attempt.id,
  score: attempt.score,
  total: attempt.total,
  min_questions: minQuestions ?? attempt.total,
  passed: attempt.passed,
  timedOut: attempt.timedOut,
  date: (attempt.submittedAt ?? attempt.createdAt).toISOString(),
});

/** The learner's last scored attempt of an exam (user/test/get_previous_attempt). */
export async function previousAttempt(db: Db, viewer: AuthUser, input: ExamLessonRequest) {
  const exam = await findExam(db, viewer, input.courseId, input.lessonId);
  await settleExpired(db, viewer, exam.lesson.id, new Date());
  const [last] = await db
    .select()
    .from(examAttempts)
    .where(attemptsOf(viewer.id, exam.lesson.id, 'scored'))
    .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id))
    .limit(1);
  return { attempt: last ? toResult(last, exam.lesson.minQuestions) : null };
}
