import type { QuestionView } from '@academy/domain';
import { describe, expect, it } from 'vitest';
import { drawQuestions } from './draw.js';
import { scoreAttempt } from './score.js';

const text = { en: 'x', pt: 'x', es: 'x' };
const question = (id: string, type: 'single' | 'multiple', answers: [string, boolean][]): QuestionView => ({
  _id: id,
  type,
  title: text,
  image: {},
  answers: answers.map(([answerId, correct]) => ({ _id: answerId, text, correct })),
});

const key = [
  question('q1', 'single', [
    ['a1', true],
    ['a2', false],
  ]),
  question('q2', 'multiple', [
    ['b1', true],
    ['b2', true],
    ['b3', false],
  ]),
];
const drawn = [
  { questionId: 'q1', answerIds: ['a2', 'a1'] },
  { questionId: 'q2', answerIds: ['b3', 'b1', 'b2'] },
];

describe('drawQuestions', () => {
  it('draws N distinct questions, each with all its answers in some order', () => {
    const pool = Array.from({ length: 10 }, (_, i) =>
      question(`q${i}`, 'single', [
        [`q${i}a`, true],
        [`q${i}b`, false],
        [`q${i}c`, false],
      ]),
    );
    for (let round = 0; round < 20; round++) {
      const picked = drawQuestions(pool, 4);
      expect(picked).toHaveLength(4);
      expect(new Set(picked.map((entry) => entry.questionId)).size).toBe(4);
      for (const entry of picked)
        expect([...entry.answerIds].sort()).toEqual([
          `${entry.questionId}a`,
          `${entry.questionId}b`,
          `${entry.questionId}c`,
        ]);
    }
    expect(drawQuestions(pool, null)).toHaveLength(10);
  });
});

describe('scoreAttempt', () => {
  it('counts a question only when exactly its correct answers are chosen', () => {
    expect(
      scoreAttempt(drawn, key, [
        { questionID: 'q1', answers: ['a1'] },
        { questionID: 'q2', answers: ['b1', 'b2'] },
      ]),
    ).toMatchObject({ score: 2, total: 2 });
    // one of two correct answers, or a wrong one besides, is not enough
    expect(scoreAttempt(drawn, key, [{ questionID: 'q2', answers: ['b1'] }]).score).toBe(0);
    expect(scoreAttempt(drawn, key, [{ questionID: 'q2', answers: ['b1', 'b2', 'b3'] }]).score).toBe(0);
    expect(scoreAttempt(drawn, key, []).score).toBe(0);
  });

  it('ignores answers to questions not drawn, answers not shown, and repeats', () => {
    const result = scoreAttempt(drawn.slice(0, 1), key, [
      { questionID: 'q1', answers: ['a1', 'a1', 'zz'] },
      { questionID: 'q2', answers: ['b1', 'b2'] },
    ]);
    expect(result).toEqual({ score: 1, total: 1, answers: [{ questionId: 'q1', answers: ['a1'] }] });
  });

  it('leaves out of the total a drawn question the exam no longer has', () => {
    expect(scoreAttempt(drawn, key.slice(1), [{ questionID: 'q2', answers: ['b1', 'b2'] }])).toMatchObject({
      score: 1,
      total: 1,
    });
  });
});
