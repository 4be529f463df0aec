import { isPastDeadline, type RegisterAttemptRequest, type RegisterAttemptResult } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examAttempts } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/session-user.js';
import { loadQuestions } from '../courses/index.js';
import { completeExamLesson } from '../progress/index.js';
import { queueExamEvent } from './exam-events.js';
import { findExam, requirementsMet } from './exam-lesson.js';
import { attemptsOf, learnerExam, lockError } from './history.js';
import { toResult } from './result.js';
import { scoreAttempt } from './score.js';
import { readExamSettings } from './settings.js';

/**
 * Scores the learner's open attempt on the server and records it, once: the update only takes an
 * attempt still open, so of two submissions at once (or fifty) one scores it and the others are
 * refused with the lock the learner is in after it. A submission later than the deadline plus the
 * grace is recorded as failed (timed out). The score is told to webhooks (exam.passed or
 * exam.failed); passing completes the exam lesson, with its module and course progress, and
 * issues the certificates it earns, in the same transaction; the answer names them, so the result
 * screen offers their download.
 */
export async function registerAttempt(
  db: Db,
  viewer: AuthUser,
  input: RegisterAttemptRequest,
): Promise<RegisterAttemptResult> {
  const exam = await findExam(db, viewer, input.ids.courseId, input.ids.lessonId);
  const refusal = async () => {
    const met = await requirementsMet(db, viewer.id, exam);
    const learner = await learnerExam(
      db,
      viewer.id,
      exam.lesson.id,
      await readExamSettings(db),
      met,
      new Date(),
    );
    return lockError(learner.state);
  };
  const [open] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        attemptsOf(viewer.id, exam.lesson.id, 'open'),
        ...(input.ids.attemptId ? [eq(examAttempts.id, input.ids.attemptId)] : []),
      ),
    );
  if (!open) throw await refusal();

  const key = (await loadQuestions(db, [exam.lesson.id], true)).get(exam.lesson.id) ?? [];
  const { score, total, answers } = scoreAttempt(open.drawn, key, input.userAnswers);
  const now = new Date();
  const timedOut = isPastDeadline(open.deadlineAt?.getTime() ?? null, now.getTime());
  const needed = Math.min(exam.lesson.minQuestions ?? total, total);
  const passed = !timedOut && total > 0 && score >= needed;

  const scored = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(examAttempts)
      .set({ status: 'scored', score, total, passed, timedOut, answers, submittedAt: now })
      .where(and(eq(examAttempts.id, open.id), eq(examAttempts.status, 'open')))
      .returning();
    if (!row) return null;
    await queueExamEvent(tx, viewer, row);
    const issued = passed ? await completeExamLesson(tx, viewer.id, exam.course, exam.lesson.id) : [];
    return { row, issued };
  });
  if (!scored) throw await refusal();
  return {
    ...toResult(scored.row, exam.lesson.minQuestions),
    certificates: scored.issued.map((certificate) => ({
      _id: certificate.id,
      title: certificate.title,
      kind: certificate.kind,
    })),
  };
}
