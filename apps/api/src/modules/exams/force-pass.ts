import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examAttempts, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { completeExamLesson } from '../progress/index.js';
import { userAttempts } from './admin-attempts.js';
import { queueExamEvent } from './exam-events.js';
import type { Exam } from './exam-lesson.js';
import { attemptsOf, lockLearnerExam } from './history.js';

/**
 * An admin marks a learner's exam passed (user/progress/force_update_exam): an attempt open is
 * closed, a passed attempt with full marks is recorded (and told to webhooks, exam.passed) unless
 * he already passed, and the lesson is completed as a pass would, with the course progress and
 * certificates that follow.
 */
export async function forcePass(db: Db, exam: Exam, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('user-not-found');
  await db.transaction(async (tx) => {
    await lockLearnerExam(tx, userId, exam.lesson.id);
    const now = new Date();
    const mine = attemptsOf(userId, exam.lesson.id);
    await tx
      .update(examAttempts)
      .set({ status: 'scored', submittedAt: now })
      .where(and(mine, eq(examAttempts.status, 'open')));
    const [passed] = await tx
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(mine, eq(examAttempts.passed, true)))
      .limit(1);
    if (!passed) {
      const total = exam.lesson.minQuestions ?? 0;
      const id = newId();
      await tx.insert(examAttempts).values({
        id,
        userId,
        courseId: exam.course.id,
        moduleId: exam.lesson.moduleId,
        lessonId: exam.lesson.id,
        status: 'scored',
        score: total,
        total,
        passed: true,
        createdAt: now,
        submittedAt: now,
      });
      await queueExamEvent(tx, user, { id, passed: true });
    }
    await completeExamLesson(tx, userId, exam.course, exam.lesson.id);
  });
  return userAttempts(db, exam, userId);
}
