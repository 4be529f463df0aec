import { importGift } from '@academy/domain/gift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, examLesson } from '../../test/course-data.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * The course editor reads GIFT in the browser and puts the questions in the lesson form; the
 * lesson's own save stores them. These check that what the import keeps is what a save takes.
 */
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.deps.db, { type: 'admin' });
  admin = client(t.app, await login(t.app, user.email, user.password));
});
afterAll(() => t.close());

const GIFT = `$CATEGORY: $course$/Imported

::Port::Which port is for the WAN?{=WAN ~LAN 1 ~LAN 2}

::Bands::Which bands? {~%50%2.4 GHz ~%50%5 GHz ~%-100%FM}

::Reset::A reset restores the factory settings.{F}

::Notes::Describe your installation.{}

::Year::When was the router launched?{#2019:1}
`;

async function courseIn(langs: string[]) {
  const res = await admin.post('course/create', {
    title: Object.fromEntries(langs.map((lang) => [lang, 'Imported exam'])),
    description: Object.fromEntries(langs.map((lang) => [lang, 'Questions from elsewhere'])),
    langs,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data._id as string;
}

describe('questions imported from GIFT', () => {
  it('when saved in a course of the language imported into, are stored with their types and answer keys', async () => {
    const imported = importGift(GIFT, { lang: 'es', trueLabel: 'Verdadero', falseLabel: 'Falso' });
    expect(imported.skipped.map((item) => [item.name, item.reason])).toEqual([
      ['Notes', 'essay'],
      ['Year', 'numerical'],
    ]);
    const courseId = await courseIn(['es']);
    const saved = await admin.post('course/lesson/save', {
      lesson: examLesson(courseId, {
        title: { en: '', pt: '', es: 'Examen' },
        questions: imported.questions.map((item) => ({ image: {}, ...item.question })),
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const keys = await admin.get(`course/module/exam/get-answers/${courseId}/${saved.body.data._id}`);
    expect(keys.status).toBe(200);
    const stored = keys.body.data.questions as {
      type: string;
      title: { es: string };
      answers: { text: { es: string }; correct: boolean }[];
    }[];
    expect(
      stored.map((question) => ({
        type: question.type,
        title: question.title.es,
        answers: question.answers.map((answer) => `${answer.correct ? '*' : ''}${answer.text.es}`),
      })),
    ).toEqual([
      { type: 'single', title: 'Which port is for the WAN?', answers: ['*WAN', 'LAN 1', 'LAN 2'] },
      { type: 'multiple', title: 'Which bands?', answers: ['*2.4 GHz', '*5 GHz', 'FM'] },
      { type: 'single', title: 'A reset restores the factory settings.', answers: ['Verdadero', '*Falso'] },
    ]);
  });

  it('when saved in a course of more languages, are refused until the other languages are written', async () => {
    const imported = importGift(GIFT, { lang: 'en', trueLabel: 'True', falseLabel: 'False' });
    const courseId = await courseIn(['en', 'pt']);
    const saved = await admin.post('course/lesson/save', {
      lesson: examLesson(courseId, {
        title: { en: 'Exam', pt: 'Prova', es: '' },
        questions: imported.questions.map((item) => ({ image: {}, ...item.question })),
      }),
    });
    expect(saved.status).toBe(400);
    expect(saved.body.error).toBe('required-all-languages');
    expect(Object.keys(saved.body.fields ?? {})).toContain('lesson.questions.0.title.pt');
    expect(Object.keys(saved.body.fields ?? {})).not.toContain('lesson.questions.0.title.en');
  });
});
