import { describe, expect, it } from 'vitest';
import { importGift } from './index.js';

// the expectations below name the lines of this text
const everyType = String.raw`// Every question type of the GIFT format's documentation (docs.moodle.org/en/GIFT_format),
// with titles, comments, a category, feedback, weights, formats and escapes.
$CATEGORY: $course$/Safety/Basics

// multiple choice, with answer feedback and general feedback
::Grant's tomb::Who is buried in Grant's tomb?{=Grant#Right ~no one#Wrong ~Napoleon ~Churchill ~Mother Teresa####Grant himself.}

// multiple answers: positive weights are the right ones
::Entombed::What two people are entombed in Grant's tomb? {
   ~%-100%No one
   ~%50%Grant
   ~%50%Grant's wife
   ~%-100%Grant's father
}

::TF T::Grant was buried in a tomb in New York City.{T}

::TF FALSE::The sun rises in the West.{FALSE#No, in the east.#Right, it rises in the east.}

::TF TRUE::Water boils at 100 °C at sea level.{TRUE}

::TF F::Paris is in Spain.{F}

::Short answer::Who's buried in Grant's tomb?{=Grant =Ulysses S. Grant =Ulysses Grant}

::Matching::Match the following countries with their corresponding capitals. {
   =Canada -> Ottawa
   =Italy  -> Rome
   =Japan  -> Tokyo
}

::Missing word::Moodle costs {~lots of money =nothing ~a small amount} to download.

::Numerical tolerance::When was Ulysses S. Grant born?{#1822:5}

::Numerical range::What is the value of pi (to 3 decimal places)? {#3.141..3.142}

::Numerical answers::When was Ulysses S. Grant born? {#
   =1822:0      # Correct! Full credit.
   =%50%1822:2  # He was born in 1822. Half credit for being close.
}

::Essay::Write a short biography of Dag Hammarskjöld. {}

You can use your pencil and paper for these next math questions.

::Escapes::Which sign is \~, which \=, which \# and which \{ \}\: 1\:2?{=a \~ tilde ~an \= sign ~a \{brace\} ~a \# hash}

::Html::[html]<p>Which is <b>bold</b> &amp; bright?</p>{=[html]<p>This &lt;one&gt;</p> ~[html]<p>That one</p>}

::Lone colon::The meeting is at 10:30. Is it before noon?{T}

::Two right::Pick one of these {=a =b ~c}

::Nothing right::Pick one {~%-50%a ~%0%b}

::One answer::Only one answer here {~%100%alone}

This line is not GIFT {=a ~b
`;
const options = { lang: 'pt', trueLabel: 'Verdadeiro', falseLabel: 'Falso' } as const;

describe('importGift', () => {
  it('keeps single, multiple and true/false questions of every GIFT type, and lists the rest with reasons', () => {
    const result = importGift(everyType, options);
    expect(result.isGift).toBe(true);
    const kept = result.questions.map(({ line, name, question }) => ({
      line,
      name,
      type: question.type,
      title: question.title.pt,
      answers: question.answers.map((answer) => `${answer.correct ? '*' : ''}${answer.text.pt}`),
    }));
    expect(kept).toEqual([
      {
        line: 6,
        name: "Grant's tomb",
        type: 'single',
        title: "Who is buried in Grant's tomb?",
        answers: ['*Grant', 'no one', 'Napoleon', 'Churchill', 'Mother Teresa'],
      },
      {
        line: 9,
        name: 'Entombed',
        type: 'multiple',
        title: "What two people are entombed in Grant's tomb?",
        answers: ['No one', '*Grant', "*Grant's wife", "Grant's father"],
      },
      {
        line: 16,
        name: 'TF T',
        type: 'single',
        title: 'Grant was buried in a tomb in New York City.',
        answers: ['*Verdadeiro', 'Falso'],
      },
      {
        line: 18,
        name: 'TF FALSE',
        type: 'single',
        title: 'The sun rises in the West.',
        answers: ['Verdadeiro', '*Falso'],
      },
      {
        line: 20,
        name: 'TF TRUE',
        type: 'single',
        title: 'Water boils at 100 °C at sea level.',
        answers: ['*Verdadeiro', 'Falso'],
      },
      {
        line: 22,
        name: 'TF F',
        type: 'single',
        title: 'Paris is in Spain.',
        answers: ['Verdadeiro', '*Falso'],
      },
      {
        line: 47,
        name: 'Escapes',
        type: 'single',
        title: 'Which sign is ~, which =, which # and which { }: 1:2?',
        answers: ['*a ~ tilde', 'an = sign', 'a {brace}', 'a # hash'],
      },
      {
        line: 49,
        name: 'Html',
        type: 'single',
        title: 'Which is bold & bright?',
        answers: ['*This <one>', 'That one'],
      },
      {
        line: 51,
        name: 'Lone colon',
        type: 'single',
        title: 'The meeting is at 10:30. Is it before noon?',
        answers: ['*Verdadeiro', 'Falso'],
      },
    ]);
    expect(result.skipped.map(({ line, name, reason }) => ({ line, name, reason }))).toEqual([
      { line: 24, name: 'Short answer', reason: 'short-answer' },
      { line: 26, name: 'Matching', reason: 'matching' },
      { line: 32, name: 'Missing word', reason: 'missing-word' },
      { line: 34, name: 'Numerical tolerance', reason: 'numerical' },
      { line: 36, name: 'Numerical range', reason: 'numerical' },
      { line: 38, name: 'Numerical answers', reason: 'numerical' },
      { line: 43, name: 'Essay', reason: 'essay' },
      {
        line: 45,
        name: 'You can use your pencil and paper for these next math questions.',
        reason: 'description',
      },
      { line: 53, name: 'Two right', reason: 'several-correct-answers' },
      { line: 55, name: 'Nothing right', reason: 'no-correct-answer' },
      { line: 57, name: 'One answer', reason: 'too-few-answers' },
      { line: 59, name: 'This line is not GIFT {=a ~b', reason: 'unreadable' },
    ]);
  });

  it('numbers kept and skipped questions together, in the order of the file', () => {
    const { questions, skipped } = importGift(everyType, options);
    const lines = [...questions, ...skipped].sort((a, b) => a.order - b.order).map((item) => item.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(new Set([...questions, ...skipped].map((item) => item.order)).size).toBe(lines.length);
  });

  it('puts every text in the chosen language only', () => {
    const [first] = importGift('Q? {=a ~b}', { ...options, lang: 'es' }).questions;
    expect(first?.question.title).toEqual({ en: '', pt: '', es: 'Q?' });
    expect(first?.question.answers[0]?.text).toEqual({ en: '', pt: '', es: 'a' });
  });

  it('names a question without a title by the start of its text', () => {
    const long = `${'word '.repeat(30)}{T}`;
    expect(importGift(long, options).questions[0]?.name).toMatch(/^word word .{60,}…$/);
  });

  it('says that text with no question in it is not GIFT', () => {
    for (const text of [
      '',
      'Just a letter.\n\nWith two paragraphs.',
      '%PDF-1.7 \u0000\u0001 {{{',
      '$CATEGORY: a',
    ]) {
      expect(importGift(text, options).isGift).toBe(false);
    }
  });
});
