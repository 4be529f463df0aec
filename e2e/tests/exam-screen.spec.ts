import { expect, test } from './fixtures.js';
import { newLearner, type Person, signInAs } from './helpers.js';
import { apiCall, tokenOf, YOUTUBE_ID } from './youtube-course.js';

const stamp = Date.now().toString(36);
const inAll = (en: string, pt: string, es: string) => ({ en, pt, es });
const question = (en: string) => ({
  type: 'single',
  title: inAll(en, en, en),
  answers: [
    { text: inAll('Yes', 'Sim', 'Sí'), correct: true },
    { text: inAll('No', 'Não', 'No'), correct: false },
  ],
});
const exam = { kind: 'exam', title: inAll('Check', 'Verificação', 'Verificación'), min_questions: 1 };

/** The learner reads the app in Portuguese; the lesson view is in the blue scheme. */
const BLUE = 'rgb(21, 101, 192)';
const RATING = 'Avalie esta aula';

let openExamPath = '';
let lockedExamPath = '';
/** a learner of this file's own: the exam he starts is his */
let learner: Person;

test.beforeAll(async ({ request }) => {
  learner = await newLearner(request, 'Eva Tela');
  const admin = await tokenOf(request, 'admin');
  const course = (structure: 'linear' | 'modular', name: string) =>
    apiCall<{ _id: string }>(request, admin, 'course/create', {
      title: inAll(`${name} ${stamp}`, `${name} ${stamp}`, `${name} ${stamp}`),
      description: inAll('Exam screen', 'Tela da prova', 'Pantalla del examen'),
      langs: ['en', 'pt', 'es'],
      structure,
      status: 'published',
    });

  // an exam open to the student at once: the only lesson of a linear course, with two questions
  const open = await course('linear', 'Open exam');
  const openExam = await apiCall<{ _id: string }>(request, admin, 'course/lesson/save', {
    lesson: { courseId: open._id, ...exam, questions: [question('First?'), question('Second?')] },
  });
  openExamPath = `/course/${open._id}/lesson/view/${openExam._id}`;

  // an exam behind the module before it, whose video the student has not watched
  const locked = await course('modular', 'Locked exam');
  const module = (title: string) =>
    apiCall<{ _id: string }>(request, admin, 'course/module/save', {
      courseId: locked._id,
      module: { title: inAll(title, title, title) },
    });
  const first = await module('Watch first');
  const second = await module('Then the exam');
  const link = `https://www.youtube.com/watch?v=${YOUTUBE_ID}`;
  await apiCall(request, admin, 'course/lesson/save', {
    lesson: {
      courseId: locked._id,
      moduleId: first._id,
      kind: 'video',
      title: inAll('Video', 'Vídeo', 'Video'),
      content: { video: { en: link, pt: link, es: link } },
    },
  });
  const lockedExam = await apiCall<{ _id: string }>(request, admin, 'course/lesson/save', {
    lesson: {
      courseId: locked._id,
      moduleId: second._id,
      ...exam,
      questions: [question('First?'), question('Second?')],
    },
  });
  lockedExamPath = `/course/${locked._id}/module/${second._id}/lesson/view/${lockedExam._id}`;
});

test('the question before sending unanswered questions is in the blue of the lesson view, under an exam open to rating', async ({
  page,
}) => {
  await signInAs(page, learner);
  await page.goto(openExamPath);
  await page.getByRole('button', { name: 'Começar a prova' }).click();
  await expect(page.getByRole('radiogroup', { name: /Questão 1 de 2/ })).toBeVisible();
  await expect(page.getByRole('group', { name: RATING })).toBeVisible();

  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar com questões sem resposta?' });
  await expect(dialog.getByRole('button', { name: 'Enviar respostas' })).toHaveCSS('background-color', BLUE);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
});

test('an exam locked behind the modules before it says so and offers no rating', async ({ page }) => {
  await signInAs(page, learner);
  await page.goto(lockedExamPath);
  await expect(
    page.getByText('Você precisa concluir todos os módulos anteriores para fazer esta prova'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: RATING })).toHaveCount(0);
});
