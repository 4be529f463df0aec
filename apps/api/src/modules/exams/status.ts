import type { ExamLessonRequest, ExamQuestion, ExamStatus } from '@academy/domain';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../lib/session-user.js';
import { loadQuestions } from '../courses/index.js';
import type { DrawnQuestion } from './draw.js';
import { type Exam, findExam, requirementsMet } from './exam-lesson.js';
import { type LearnerExam, learnerExam, settleExpired } from './history.js';
import { readExamSettings } from './settings.js';

/**
 * The questions of an attempt in the order drawn for it, each with its answers in the order drawn
 * for it, and nothing of the key (the questions are read without it). A question or an answer the
 * admin removed meanwhile is left out.
 */
export async function attemptQuestions(db: Db | Tx, lessonId: string, drawn: readonly DrawnQuestion[]) {
  const pool = (await loadQuestions(db, [lessonId], false)).get(lessonId) ?? [];
  const byId = new Map(pool.map((question) => [question._id, question]));
  const questions: ExamQuestion[] = [];
  for (const entry of drawn) {
    const question = byId.get(entry.questionId);
    if (!question) continue;
    const answers = new Map(question.answers.map((answer) => [answer._id, answer]));
    questions.push({
      _id: question._id,
      type: question.type,
      title: question.title,
      image: question.image,
      answers: entry.answerIds.flatMap((id) => {
        const answer = answers.get(id);
        return answer ? [{ _id: answer._id, text: answer.text }] : [];
      }),
    });
  }
  return questions;
}

/** How many questions an attempt of the exam draws. */
export const questionsPerAttempt = (exam: Exam, questionCount: number) =>
  Math.min(exam.lesson.questionsPerAttempt ?? questionCount, questionCount);

/** The learner's exam as the screen needs it. */
export async function toStatus(
  db: Db | Tx,
  exam: Exam,
  learner: LearnerExam,
  now: Date,
): Promise<ExamStatus> {
  const { state, open } = learner;
  const pool = (await loadQuestions(db, [exam.lesson.id], false)).get(exam.lesson.id) ?? [];
  const drawnCount = questionsPerAttempt(exam, pool.length);
  return {
    courseId: exam.course.id,
    lessonId: exam.lesson.id,
    screen: state.screen,
    serverTime: now.toISOString(),
    min_questions: exam.lesson.minQuestions ?? drawnCount,
    questionCount: drawnCount,
    timeLimitMinutes: exam.lesson.timeLimitMinutes,
    attemptsUsed: learner.used,
    attemptsAllowed: learner.allowed,
    waitUntil: state.screen === 'time-lock' ? new Date(state.until).toISOString() : null,
    attempt:
      state.screen === 'exam' && open
        ? {
            _id: open.id,
            startedAt: open.createdAt.toISOString(),
            deadline: open.deadlineAt?.toISOString() ?? null,
            questions: await attemptQuestions(db, exam.lesson.id, open.drawn),
          }
        : null,
  };
}

/** The learner's state on an exam and, when one is open, his attempt's questions (user/test/check_module). */
export async function checkModule(db: Db, viewer: AuthUser, input: ExamLessonRequest): Promise<ExamStatus> {
  const exam = await findExam(db, viewer, input.courseId, input.lessonId);
  const met = await requirementsMet(db, viewer.id, exam);
  const settings = await readExamSettings(db);
  const now = new Date();
  await settleExpired(db, viewer, exam.lesson.id, now);
  return toStatus(db, exam, await learnerExam(db, viewer.id, exam.lesson.id, settings, met, now), now);
}
