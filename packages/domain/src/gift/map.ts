import type { GIFTQuestion, MultipleChoice, TextChoice, TextFormat } from 'gift-pegjs';
import type { QuestionType } from '../contracts/courses.js';
import type { Language } from '../languages.js';

/** A question ready for the lesson form: its texts in one language, the others blank. */
export interface ImportedQuestion {
  type: QuestionType;
  title: Record<Language, string>;
  answers: { text: Record<Language, string>; correct: boolean }[];
}

/** Why a GIFT question is not imported; the course editor names each in the author's language. */
export const GIFT_SKIP_REASONS = [
  'essay',
  'matching',
  'numerical',
  'short-answer',
  'missing-word',
  'description',
  'unreadable',
  'no-text',
  'no-correct-answer',
  'several-correct-answers',
  'too-few-answers',
  'too-many-answers',
  'too-long',
] as const;
export type GiftSkipReason = (typeof GIFT_SKIP_REASONS)[number];

/** The limits of a saved question (packages/domain's lesson contract). */
const MAX_ANSWERS = 20;
const MAX_TEXT = 20_000;

/** How true/false questions are worded: their two answers, in the language imported into. */
export interface GiftImportOptions {
  lang: Language;
  trueLabel: string;
  falseLabel: string;
}

export type GiftMapping =
  | { imported: ImportedQuestion }
  | { skipped: GiftSkipReason }
  /** a category line: not a question, nothing to report */
  | null;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML (Moodle exports `[html]<p>...</p>`) as the plain text our questions hold. */
function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
}

/** A GIFT text as plain text: markup removed for html, line breaks kept, ends trimmed. */
export function giftText(value: TextFormat | null | undefined): string {
  if (!value) return '';
  const text = value.format === 'html' ? htmlToText(value.text) : value.text;
  return text
    .replaceAll('\u0000', '')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const inLanguage = (lang: Language, text: string): Record<Language, string> => ({
  en: '',
  pt: '',
  es: '',
  [lang]: text,
});

/**
 * Moodle's rule: a multiple choice question with an `=` answer is single choice, that answer
 * being the right one (others may carry partial credit, which we do not keep); one with no `=`
 * accepts several answers, and each answer with a positive weight (`~%50%`) counts as correct.
 */
function choiceQuestion(
  question: MultipleChoice,
): { type: QuestionType; correct: boolean[] } | GiftSkipReason {
  const single = question.choices.some((choice) => choice.isCorrect);
  const correct = question.choices.map((choice: TextChoice) =>
    single ? choice.isCorrect : (choice.weight ?? 0) > 0,
  );
  const count = correct.filter(Boolean).length;
  if (count === 0) return 'no-correct-answer';
  if (single && count > 1) return 'several-correct-answers';
  return { type: single ? 'single' : 'multiple', correct };
}

/**
 * One parsed GIFT question as a question of ours, or why it is skipped. Single and multiple
 * choice and true/false are kept (true/false as a single choice between the two labels); every
 * other kind is skipped by name, as is a kept kind that a saved question could not hold.
 */
export function mapGiftQuestion(question: GIFTQuestion, options: GiftImportOptions): GiftMapping {
  switch (question.type) {
    case 'Category':
      return null;
    case 'Description':
      return { skipped: 'description' };
    case 'Essay':
      return { skipped: 'essay' };
    case 'Matching':
      return { skipped: 'matching' };
    case 'Numerical':
      return { skipped: 'numerical' };
    case 'Short':
      return { skipped: 'short-answer' };
  }
  const title = giftText(question.stem);
  let type: QuestionType = 'single';
  let answers: { text: string; correct: boolean }[];
  if (question.type === 'TF') {
    answers = [
      { text: options.trueLabel, correct: question.isTrue },
      { text: options.falseLabel, correct: !question.isTrue },
    ];
  } else {
    // a multiple choice question with its blank inside the text is Moodle's "missing word"
    if (question.hasEmbeddedAnswers) return { skipped: 'missing-word' };
    if (question.choices.length < 2) return { skipped: 'too-few-answers' };
    if (question.choices.length > MAX_ANSWERS) return { skipped: 'too-many-answers' };
    const choice = choiceQuestion(question);
    if (typeof choice === 'string') return { skipped: choice };
    type = choice.type;
    answers = question.choices.map((item, index) => ({
      text: giftText(item.text),
      correct: choice.correct[index] === true,
    }));
  }
  const texts = [title, ...answers.map((answer) => answer.text)];
  if (texts.some((text) => text === '')) return { skipped: 'no-text' };
  if (texts.some((text) => text.length > MAX_TEXT)) return { skipped: 'too-long' };
  return {
    imported: {
      type,
      title: inLanguage(options.lang, title),
      answers: answers.map((answer) => ({
        text: inLanguage(options.lang, answer.text),
        correct: answer.correct,
      })),
    },
  };
}
