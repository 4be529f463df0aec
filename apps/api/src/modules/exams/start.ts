import type { ExamLessonRequest, ExamStatus } from '@academy/domain';
import type { Db } from '../../db/client.js';
import { examAttempts } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { AuthUser } from '../../lib/session-user.js';
import { loadQuestions } from '../courses/index.js';
import { drawQuestions } from './draw.js';
import { findExam, requirementsMet } from './exam-lesson.js';
import { learnerExam, lockError, lockLearnerExam, settleExpired } from './history.js';
import { readExamSettings } from './settings.js';
import { questionsPerAttempt, toStatus } from './status.js';

const MINUTE_MS = 60_000;

/**
 * Opens an attempt when the learner's state allows one (start), drawing its questions and the
 * order of their answers and setting its deadline from the exam's time limit. An attempt already
 * open is answered as it is (a second click, a second tab); any lock refuses with its key.
 */
export async function startAttempt(db: Db, viewer: AuthUser, input: ExamLessonRequest): Promise<ExamStatus> {
  const exam = await findExam(db, viewer, input.courseId, input.lessonId);
  const met = await requirementsMet(db, viewer.id, exam);
  const settings = await readExamSettings(db);
  return db.transaction(async (tx) => {
    await lockLearnerExam(tx, viewer.id, exam.lesson.id);
    const now = new Date();
    await settleExpired(tx, viewer, exam.lesson.id, now);
    const before = await learnerExam(tx, viewer.id, exam.lesson.id, settings, met, now);
    if (before.state.screen === 'exam') return toStatus(tx, exam, before, now);
    if (before.state.screen !== 'start') throw lockError(before.state);

    const pool = (await loadQuestions(tx, [exam.lesson.id], false)).get(exam.lesson.id) ?? [];
    const drawn = drawQuestions(pool, questionsPerAttempt(exam, pool.length));
    const { timeLimitMinutes } = exam.lesson;
    await tx
      .insert(examAttempts)
      .values({
        id: newId(),
        userId: viewer.id,
        courseId: exam.course.id,
        moduleId: exam.lesson.moduleId,
        lessonId: exam.lesson.id,
        status: 'open',
        drawn,
        total: drawn.length,
        createdAt: now,
        deadlineAt: timeLimitMinutes ? new Date(now.getTime() + timeLimitMinutes * MINUTE_MS) : null,
      })
      // the unique index keeps one open attempt per learner and exam, whatever the lock did
      .onConflictDoNothing();
    return toStatus(tx, exam, await learnerExam(tx, viewer.id, exam.lesson.id, settings, met, now), now);
  });
}
