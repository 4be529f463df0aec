import type { GIFTQuestion, TextChoice } from 'gift-pegjs';
import { describe, expect, it } from 'vitest';
import { giftText, mapGiftQuestion } from './map.js';

const options = { lang: 'es', trueLabel: 'Verdadero', falseLabel: 'Falso' } as const;
const text = (value: string, format: 'moodle' | 'html' = 'moodle') => ({ format, text: value });
const choice = (value: string, isCorrect: boolean, weight: number | null = null): TextChoice => ({
  isCorrect,
  weight,
  text: text(value),
  feedback: null,
});
const base = { title: null, stem: text('Which one?'), hasEmbeddedAnswers: false, globalFeedback: null };
const mc = (choices: TextChoice[], extra: Partial<typeof base> = {}): GIFTQuestion => ({
  ...base,
  ...extra,
  type: 'MC',
  choices,
});

describe('mapGiftQuestion', () => {
  it('keeps a multiple choice question with one `=` answer as single choice, in the chosen language only', () => {
    expect(mapGiftQuestion(mc([choice('a', true), choice('b', false, 50)]), options)).toEqual({
      imported: {
        type: 'single',
        title: { en: '', pt: '', es: 'Which one?' },
        answers: [
          { text: { en: '', pt: '', es: 'a' }, correct: true },
          { text: { en: '', pt: '', es: 'b' }, correct: false },
        ],
      },
    });
  });

  it('makes a question without an `=` answer multiple choice, right where the weight is positive', () => {
    const mapped = mapGiftQuestion(
      mc([choice('a', false, 50), choice('b', false, -100), choice('c', false, 50), choice('d', false, 0)]),
      options,
    );
    expect(mapped).toMatchObject({ imported: { type: 'multiple' } });
    const answers = mapped && 'imported' in mapped ? mapped.imported.answers : [];
    expect(answers.map((answer) => answer.correct)).toEqual([true, false, true, false]);
  });

  it('words true/false as a single choice between the labels of the chosen language', () => {
    for (const isTrue of [true, false]) {
      const question: GIFTQuestion = {
        ...base,
        stem: text('The sky is blue.'),
        type: 'TF',
        isTrue,
        trueFeedback: null,
        falseFeedback: null,
      };
      expect(mapGiftQuestion(question, options)).toEqual({
        imported: {
          type: 'single',
          title: { en: '', pt: '', es: 'The sky is blue.' },
          answers: [
            { text: { en: '', pt: '', es: 'Verdadero' }, correct: isTrue },
            { text: { en: '', pt: '', es: 'Falso' }, correct: !isTrue },
          ],
        },
      });
    }
  });

  it('skips every other kind by name, and says nothing of a category', () => {
    const shortAnswer: GIFTQuestion = { ...base, type: 'Short', choices: [choice('x', true)] };
    expect(mapGiftQuestion(shortAnswer, options)).toEqual({ skipped: 'short-answer' });
    expect(mapGiftQuestion({ ...base, type: 'Essay' }, options)).toEqual({ skipped: 'essay' });
    expect(mapGiftQuestion({ ...base, type: 'Matching', matchPairs: [] }, options)).toEqual({
      skipped: 'matching',
    });
    const numerical: GIFTQuestion = { ...base, type: 'Numerical', choices: { type: 'simple', number: 2 } };
    expect(mapGiftQuestion(numerical, options)).toEqual({ skipped: 'numerical' });
    expect(mapGiftQuestion({ ...base, type: 'Description' }, options)).toEqual({ skipped: 'description' });
    expect(mapGiftQuestion({ ...base, hasEmbeddedAnswers: true, type: 'MC', choices: [] }, options)).toEqual({
      skipped: 'missing-word',
    });
    expect(mapGiftQuestion({ type: 'Category', title: 'a/b' }, options)).toBeNull();
  });

  it('skips a choice question that a saved question could not hold', () => {
    const skip = (question: GIFTQuestion) => mapGiftQuestion(question, options);
    expect(skip(mc([choice('a', true)]))).toEqual({ skipped: 'too-few-answers' });
    const many = Array.from({ length: 21 }, (_, index) => choice(`a${index}`, index === 0));
    expect(skip(mc(many))).toEqual({ skipped: 'too-many-answers' });
    expect(skip(mc([choice('a', false, -50), choice('b', false, 0)]))).toEqual({
      skipped: 'no-correct-answer',
    });
    expect(skip(mc([choice('a', true), choice('b', true)]))).toEqual({ skipped: 'several-correct-answers' });
    expect(skip(mc([choice('a', true), choice('b', false)], { stem: text('  ') }))).toEqual({
      skipped: 'no-text',
    });
    expect(skip(mc([choice('a', true), choice(' ', false)]))).toEqual({ skipped: 'no-text' });
    expect(skip(mc([choice('a', true), choice('b'.repeat(20_001), false)]))).toEqual({ skipped: 'too-long' });
  });
});

describe('giftText', () => {
  it('reads html as plain text, with its line breaks and entities', () => {
    expect(giftText(text('<p>Fish &amp; <b>chips</b></p><p>&lt;2&gt; &#233;&#x41;&nbsp;</p>', 'html'))).toBe(
      'Fish & chips\n<2> éA',
    );
  });

  it('keeps other formats as written, trimmed, without NUL characters', () => {
    expect(giftText(text('  **bold**\u0000 \n  next  '))).toBe('**bold**\nnext');
    expect(giftText(null)).toBe('');
  });
});
