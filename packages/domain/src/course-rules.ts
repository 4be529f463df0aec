import type { CourseAudience, QuestionType } from './contracts/courses.js';
import type { ApiErrorKey } from './errors.js';
import type { Language } from './languages.js';

/**
 * The authoring rules that the course editor checks as the author types and the server checks
 * again on save, written once. Each gives the problems it finds, in the order an author fixes
 * them: the place of the field (relative to what was checked) and the message key.
 */
export interface RuleProblem {
  path: (string | number)[];
  message: string;
}

/** Blank: nothing, or only spaces. A file still to upload (any other value) is not blank. */
export const isBlankValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Spec section 5, "Required in all languages": one problem for each language the course is
 * offered in whose value is blank, on that language's own field.
 */
export function blankLanguages(
  value: Partial<Record<Language, unknown>> | undefined,
  langs: readonly Language[],
  path: (string | number)[],
): RuleProblem[] {
  return langs
    .filter((lang) => isBlankValue(value?.[lang]))
    .map((lang) => ({ path: [...path, lang], message: 'validation.requiredAllLanguages' }));
}

/** A course published to chosen distributors or teams names at least one of them. */
export function audienceProblems(course: {
  audience: CourseAudience;
  masters: readonly string[];
  teams: readonly string[];
}): RuleProblem[] {
  if (course.audience === 'masters' && course.masters.length === 0)
    return [{ path: ['masters'], message: 'validation.required' }];
  if (course.audience === 'teams' && course.teams.length === 0)
    return [{ path: ['teams'], message: 'validation.required' }];
  return [];
}

/**
 * A renewal opens some days before a certificate ends, so a course that renews its certificates
 * gives them a validity (values as sent: null or '' when left out), and the window is shorter than
 * that validity: a certificate is not due for renewal the day it is issued.
 */
export function renewalProblems(course: {
  certificateValidityMonths: number | string | null;
  renewalWindowDays: number | string | null;
}): RuleProblem[] {
  const given = (value: number | string | null) => value !== null && String(value).trim() !== '';
  if (!given(course.renewalWindowDays)) return [];
  if (!given(course.certificateValidityMonths))
    return [{ path: ['renewalWindowDays'], message: 'validation.renewalWindow' }];
  const months = Number(course.certificateValidityMonths);
  const days = Number(course.renewalWindowDays);
  // a validity or window that is not a whole number of at least 1 is its own field's problem
  if (!Number.isInteger(months) || !Number.isInteger(days) || months < 1) return [];
  return days >= shortestDaysIn(months)
    ? [{ path: ['renewalWindowDays'], message: 'validation.renewalWindowTooLong' }]
    : [];
}

/**
 * The fewest days `months` months can last: 28 a month, February's length. Validity is counted in
 * calendar months and the window in days, so a window of fewer days than this opens after the
 * certificate is issued whatever day it is issued on (1 month from 1 February is 28 days later).
 */
const shortestDaysIn = (months: number) => months * 28;

/** An exam problem, with the error key the server answers it with. */
export interface ExamProblem extends RuleProblem {
  error: ApiErrorKey;
}

interface ExamShape {
  questions: readonly { type: QuestionType; answers: readonly { correct: boolean }[] }[];
  /** correct answers needed to pass; NaN or null when not given */
  min_questions?: number | null;
  /** questions drawn for each attempt; null or absent: all of them */
  questions_per_attempt?: number | null;
}

/**
 * An exam has at least two questions (spec section 5: "at least 1 question", and another message
 * asks for two questions minimum: none is told to add one, a single one to add another); each question at least two answers and its correct ones
 * (exactly one for `single`, one or more for `multiple`); questions_per_attempt, when set,
 * between 1 and the number of questions; min_questions a whole number between 1 and the number
 * of questions an attempt sits.
 */
export function examProblems(exam: ExamShape): ExamProblem[] {
  const problems: ExamProblem[] = [];
  if (exam.questions.length === 0)
    problems.push({
      path: ['questions'],
      message: 'validation.questionRequired',
      error: 'exam-needs-question',
    });
  if (exam.questions.length === 1)
    problems.push({
      path: ['questions'],
      message: 'validation.twoQuestions',
      error: 'exam-needs-two-questions',
    });
  exam.questions.forEach((question, q) => {
    if (question.answers.length < 2)
      problems.push({
        path: ['questions', q, 'answers'],
        message: 'validation.twoAnswers',
        error: 'question-needs-two-answers',
      });
  });
  exam.questions.forEach((question, q) => {
    if (question.answers.length < 2) return;
    const correct = question.answers.filter((answer) => answer.correct).length;
    if (question.type === 'single' ? correct !== 1 : correct < 1)
      problems.push({
        path: ['questions', q, 'answers'],
        message: 'validation.correctAnswer',
        error: 'question-needs-correct-answer',
      });
  });
  const drawn = exam.questions_per_attempt;
  const drawnValid =
    drawn === null ||
    drawn === undefined ||
    (Number.isInteger(drawn) && drawn >= 1 && drawn <= exam.questions.length);
  if (!drawnValid)
    problems.push({
      path: ['questions_per_attempt'],
      message: 'validation.questionsPerAttempt',
      error: 'validation-failed',
    });
  // a learner sits only the questions drawn, so the pass mark counts among those
  const sat = drawnValid && drawn ? drawn : exam.questions.length;
  const min = exam.min_questions;
  if (min === null || min === undefined || !Number.isInteger(min) || min < 1 || min > Math.max(1, sat))
    problems.push({
      path: ['min_questions'],
      message: 'validation.minQuestions',
      error: 'validation-failed',
    });
  return problems;
}
