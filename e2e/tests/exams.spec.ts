import { readFile } from 'node:fs/promises';
import { readPdf } from '../../apps/api/src/test/read-pdf.js';
import { expect, type Page, test } from './fixtures.js';
import { expectAccessible, newLearner, type Person, signIn, signInAs } from './helpers.js';
import { apiCall, tokenOf } from './youtube-course.js';

const stamp = Date.now().toString(36);
const inAll = (en: string, pt: string, es: string) => ({ en, pt, es });
const TITLE = inAll(`Fusion splicing ${stamp}`, `Fusão de fibras ${stamp}`, `Fusión de fibras ${stamp}`);
const EXAM = inAll('Final exam', 'Prova final', 'Examen final');

let courseId = '';
let examId = '';
/** a learner of this file's own, who reads Portuguese: his attempts and certificates are made here */
let learner: Person;

test.beforeAll(async ({ request, baseURL }) => {
  learner = await newLearner(request, `Rui Provas ${stamp}`);
  const admin = await tokenOf(request, 'admin');
  // the certificate's QR code points at the academy's address: here, the test server's
  await apiCall(request, admin, 'setting/create-or-update', { name: 'site_url', value: baseURL });
  // the academy's defaults, said out loud: 3 attempts, 24 hours between two of them
  await apiCall(request, admin, 'setting/create-or-update', { name: 'max_exam_tries', value: 3 });
  await apiCall(request, admin, 'setting/create-or-update', { name: 'time_wait_exam_tries', value: 24 });
  const course = await apiCall<{ _id: string }>(request, admin, 'course/create', {
    title: TITLE,
    description: TITLE,
    langs: ['en', 'pt', 'es'],
    status: 'published',
  });
  courseId = course._id;
  const exam = await apiCall<{ _id: string }>(request, admin, 'course/lesson/save', {
    lesson: {
      courseId,
      kind: 'exam',
      title: EXAM,
      min_questions: 2,
      generate_certificate: true,
      questions: [
        {
          type: 'single',
          title: inAll('What protects a splice?', 'O que protege uma emenda?', '¿Qué protege un empalme?'),
          answers: [
            { text: inAll('A sleeve', 'Um tubete', 'Un manguito'), correct: true },
            { text: inAll('Tape', 'Fita adesiva', 'Cinta'), correct: false },
          ],
        },
        {
          type: 'single',
          title: inAll('What cuts the fibre?', 'O que corta a fibra?', '¿Qué corta la fibra?'),
          answers: [
            { text: inAll('A cleaver', 'Um clivador', 'Una cortadora'), correct: true },
            { text: inAll('Scissors', 'Uma tesoura', 'Unas tijeras'), correct: false },
          ],
        },
      ],
    },
  });
  examId = exam._id;
});

const lessonPath = () => `/course/${courseId}/lesson/view/${examId}`;

async function answerAndSubmit(page: Page, answers: string[], check = false) {
  await page.getByRole('button', { name: 'Começar a prova' }).click();
  await expect(page.getByRole('radiogroup', { name: /Questão 2 de 2/ })).toBeVisible();
  if (check) await expectAccessible(page);
  for (const answer of answers) await page.getByRole('radio', { name: answer }).check();
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
}

test('a student fails an exam and waits; an admin grants an attempt; the student passes and her certificate verifies', async ({
  page,
  browser,
}) => {
  // two people, two sign-ins and four accessibility checks on a shared machine
  test.setTimeout(180_000);
  await signInAs(page, learner);
  await page.goto(lessonPath());
  await expect(page.getByText('2 questões.')).toBeVisible();
  await expectAccessible(page);
  await answerAndSubmit(page, ['Fita adesiva', 'Uma tesoura'], true);

  await expect(page.getByRole('heading', { name: 'Seu resultado' })).toBeVisible();
  await expect(page.getByText('0 de 2 respostas certas (2 necessárias)')).toBeVisible();
  await expect(page.getByText('Pontuação insuficiente')).toBeVisible();
  await expect(page.getByText('Você precisa esperar 24 horas para tentar novamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await expectAccessible(page);
  // a reload keeps the learner waiting
  await page.reload();
  await expect(page.getByText('Você precisa esperar 24 horas para tentar novamente')).toBeVisible();

  // the admin finds the attempt under the exam lesson in the course editor and grants one more
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto(`/course/${courseId}/lesson/edit/${examId}`);
  const attempts = admin.getByRole('region', { name: "Learners' attempts" });
  const row = attempts.getByRole('listitem').filter({ hasText: learner.name });
  await expect(row).toContainText('1 of 3');
  await expectAccessible(admin);
  await row.getByRole('button', { name: 'Answers' }).click();
  const answers = admin.getByRole('dialog', { name: `Answers of ${learner.name}` });
  await expect(answers).toContainText('What protects a splice?');
  await expect(answers).toContainText('Tape');
  await answers.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Grant an attempt' }).click();
  await expect(admin.getByText(`Attempt granted to ${learner.name}`)).toBeVisible();
  await expect(row).toContainText('1 of 4');
  await adminContext.close();

  await page.reload();
  await answerAndSubmit(page, ['Um tubete', 'Um clivador']);
  const passed = page.getByRole('alert').filter({ hasText: 'Você passou nesta prova.' });
  await expect(passed).toContainText('Sua pontuação: 2 de 2 respostas certas.');
  // passing the course's only lesson completes it: the result offers the certificates it issued,
  // the course's and the exam's own
  const courseCertificate = page.getByRole('button', {
    name: `Baixar o certificado ${TITLE.pt} (PDF)`,
    exact: true,
  });
  await expect(courseCertificate).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Baixar o certificado ${TITLE.pt}: ${EXAM.pt} (PDF)`, exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
  const [fromResult] = await Promise.all([page.waitForEvent('download'), courseCertificate.click()]);
  expect(fromResult.suggestedFilename()).toMatch(/-cert\.pdf$/);
  const onResult = await readPdf(await readFile(await fromResult.path()));
  expect(onResult.text).toContain(learner.name);
  expect(onResult.text).toContain(TITLE.pt);

  // the certificates list offers it too; a download that fails on the way says so
  await page.goto('/courses/my-certificates');
  const listed = page.getByRole('button', { name: `Baixar o certificado ${TITLE.pt} (PDF)`, exact: true });
  await page.route('**/api/user/certificate/generate', (route) => route.abort('connectionreset'));
  await listed.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao gerar o certificado' })).toBeVisible();
  await page.unroute('**/api/user/certificate/generate');
  const [download] = await Promise.all([page.waitForEvent('download'), listed.click()]);
  const pdf = await readPdf(await readFile(await download.path()));
  expect(pdf.text).toContain(learner.name);
  const [verifyAddress] = pdf.qrCodes;
  expect(verifyAddress).toMatch(/\/certificate\/verify\/[A-Z2-7]{24}$/);

  // the address of its QR code, opened by anyone, says it is valid
  const visitor = await browser.newContext({ locale: 'en-US' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(verifyAddress ?? '');
  await expect(visitorPage.getByText(learner.name)).toBeVisible();
  await expect(visitorPage.locator('.MuiAlert-root').first()).toContainText(/Valid|Válido/);
  await visitor.close();
});
