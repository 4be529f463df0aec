import type { QuestionView } from '@academy/domain';
import type { DrawnQuestion } from './draw.js';

export interface GivenAnswer {
  questionID: string;
  answers: readonly string[];
}

/**
 * Scores an attempt against the answer key: a question counts when the answers chosen among those
 * it showed are exactly its correct ones. Only the questions drawn for the attempt count, and of
 * them only those the exam still has (an admin may have removed one meanwhile).
 */
export function scoreAttempt(
  drawn: readonly DrawnQuestion[],
  key: readonly QuestionView[],
  given: readonly GivenAnswer[],
) {
  const keyById = new Map(key.map((question) => [question._id, question]));
  const givenById = new Map(given.map((answer) => [answer.questionID, answer.answers]));
  let score = 0;
  let total = 0;
  const answers: { questionId: string; answers: string[] }[] = [];
  for (const question of drawn) {
    const chosen = [...new Set(givenById.get(question.questionId) ?? [])].filter((id) =>
      question.answerIds.includes(id),
    );
    answers.push({ questionId: question.questionId, answers: chosen });
    const current = keyById.get(question.questionId);
    if (!current) continue;
    total++;
    const correct = current.answers.filter((answer) => answer.correct).map((answer) => answer._id);
    if (correct.length === chosen.length && correct.every((id) => chosen.includes(id))) score++;
  }
  return { score, total, answers };
}
