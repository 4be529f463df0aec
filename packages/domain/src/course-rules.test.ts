import { describe, expect, it } from 'vitest';
import { audienceProblems, blankLanguages, examProblems, renewalProblems } from './course-rules.js';

const answer = (correct: boolean) => ({ correct });

describe('required in all languages', () => {
  it('names each offered language left blank, and only those', () => {
    expect(blankLanguages({ en: 'Title', pt: '  ', es: '' }, ['en', 'pt'], ['title'])).toEqual([
      { path: ['title', 'pt'], message: 'validation.requiredAllLanguages' },
    ]);
  });

  it('counts a value that is not text (a file still to upload) as filled', () => {
    expect(blankLanguages({ en: new Blob(['x']) }, ['en'], ['pdf'])).toEqual([]);
  });
});

describe('an audience', () => {
  it('of chosen distributors or teams names at least one', () => {
    expect(audienceProblems({ audience: 'masters', masters: [], teams: ['t'] })).toEqual([
      { path: ['masters'], message: 'validation.required' },
    ]);
    expect(audienceProblems({ audience: 'teams', masters: ['m'], teams: [] })).toEqual([
      { path: ['teams'], message: 'validation.required' },
    ]);
    expect(audienceProblems({ audience: 'all', masters: [], teams: [] })).toEqual([]);
  });
});

describe('a renewal window', () => {
  const tooLong = [{ path: ['renewalWindowDays'], message: 'validation.renewalWindowTooLong' }];

  it('needs certificates that end', () => {
    expect(renewalProblems({ certificateValidityMonths: '', renewalWindowDays: '30' })).toEqual([
      { path: ['renewalWindowDays'], message: 'validation.renewalWindow' },
    ]);
    expect(renewalProblems({ certificateValidityMonths: null, renewalWindowDays: null })).toEqual([]);
  });

  it('is shorter than the shortest the validity can last, 28 days a month', () => {
    expect(renewalProblems({ certificateValidityMonths: 1, renewalWindowDays: 27 })).toEqual([]);
    expect(renewalProblems({ certificateValidityMonths: 1, renewalWindowDays: 28 })).toEqual(tooLong);
    expect(renewalProblems({ certificateValidityMonths: 1, renewalWindowDays: 60 })).toEqual(tooLong);
    expect(renewalProblems({ certificateValidityMonths: '3', renewalWindowDays: '83' })).toEqual([]);
    expect(renewalProblems({ certificateValidityMonths: '3', renewalWindowDays: ' 84 ' })).toEqual(tooLong);
    expect(renewalProblems({ certificateValidityMonths: 12, renewalWindowDays: 335 })).toEqual([]);
    expect(renewalProblems({ certificateValidityMonths: 12, renewalWindowDays: 365 })).toEqual(tooLong);
  });

  it('leaves a validity that is not a whole number of months to its own field', () => {
    expect(renewalProblems({ certificateValidityMonths: '1.5', renewalWindowDays: '60' })).toEqual([]);
    expect(renewalProblems({ certificateValidityMonths: '0', renewalWindowDays: '60' })).toEqual([]);
  });
});

describe('an exam', () => {
  const good = {
    questions: [
      { type: 'single' as const, answers: [answer(true), answer(false)] },
      { type: 'multiple' as const, answers: [answer(true), answer(true), answer(false)] },
    ],
    min_questions: 2,
  };

  it('with its questions answered right and a reachable minimum has no problem', () => {
    expect(examProblems(good)).toEqual([]);
  });

  it('needs a question first of all', () => {
    expect(examProblems({ questions: [], min_questions: 1 })[0]?.error).toBe('exam-needs-question');
  });

  it('with a single question asks for a second one', () => {
    expect(examProblems({ questions: good.questions.slice(0, 1), min_questions: 1 })).toEqual([
      { path: ['questions'], message: 'validation.twoQuestions', error: 'exam-needs-two-questions' },
    ]);
  });

  it('needs two answers to each question, then the right number of correct ones', () => {
    const problems = examProblems({
      questions: [
        { type: 'single', answers: [answer(true)] },
        { type: 'single', answers: [answer(true), answer(true)] },
        { type: 'multiple', answers: [answer(false), answer(false)] },
      ],
      min_questions: 1,
    });
    expect(problems.map((problem) => [problem.path.join('.'), problem.error])).toEqual([
      ['questions.0.answers', 'question-needs-two-answers'],
      ['questions.1.answers', 'question-needs-correct-answer'],
      ['questions.2.answers', 'question-needs-correct-answer'],
    ]);
  });

  it.each([0, 3, 1.5, null, undefined, Number.NaN])('refuses %s as the minimum of two questions', (min) => {
    expect(examProblems({ ...good, min_questions: min })).toEqual([
      { path: ['min_questions'], message: 'validation.minQuestions', error: 'validation-failed' },
    ]);
  });

  it.each([0, 3, 1.5, Number.NaN])('refuses drawing %s of two questions per attempt', (drawn) => {
    expect(examProblems({ ...good, min_questions: 1, questions_per_attempt: drawn })).toEqual([
      {
        path: ['questions_per_attempt'],
        message: 'validation.questionsPerAttempt',
        error: 'validation-failed',
      },
    ]);
  });

  it('counts the pass mark among the questions an attempt draws', () => {
    expect(examProblems({ ...good, min_questions: 1, questions_per_attempt: 1 })).toEqual([]);
    expect(examProblems({ ...good, min_questions: 2, questions_per_attempt: null })).toEqual([]);
    expect(examProblems({ ...good, min_questions: 2, questions_per_attempt: 1 })).toEqual([
      { path: ['min_questions'], message: 'validation.minQuestions', error: 'validation-failed' },
    ]);
  });
});
