import { randomInt } from 'node:crypto';

export interface DrawnQuestion {
  questionId: string;
  answerIds: string[];
}

/** A shuffled copy (Fisher-Yates over the crypto generator: a learner cannot predict the order). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The questions of one attempt: `count` of the exam's questions drawn at random (all of them when
 * null), in a random order, each with its answers in a random order. Stored with the attempt, so
 * a reload shows the same questions in the same order.
 */
export function drawQuestions(
  pool: readonly { _id: string; answers: readonly { _id: string }[] }[],
  count: number | null,
): DrawnQuestion[] {
  return shuffled(pool)
    .slice(0, count ?? pool.length)
    .map((question) => ({
      questionId: question._id,
      answerIds: shuffled(question.answers.map((answer) => answer._id)),
    }));
}
