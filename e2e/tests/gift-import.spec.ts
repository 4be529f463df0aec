import { expect, test } from './fixtures.js';
import { expectAccessible, sameSiteHeaders, signIn } from './helpers.js';

test.use({ locale: 'en-US' });

/** Three questions the lesson can hold and an essay it cannot, as Moodle exports them. */
const GIFT = `// question: 101  name: Cable
::Cable::[html]<p>Which cable reaches 100 m?</p>{
\t=Cat6
\t~USB
\t~HDMI
}

// question: 102  name: Bands
::Bands::Which bands does the router use?{
\t~%50%2.4 GHz
\t~%50%5 GHz
\t~%-100%FM
}

::Reset::Holding reset for 10 s restores the factory settings.{TRUE}

::Install notes::Describe your installation. {}
`;

test('when the admin imports a GIFT file into an exam lesson, the preview names the skipped essay and the saved lesson has the new questions', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const headers = sameSiteHeaders;
  // a course in Portuguese only: the questions are imported in it, labels included
  const created = await page.request.post('/api/course/create', {
    headers,
    data: { title: { pt: `Roteadores ${Date.now()}` }, description: { pt: 'Prova' }, langs: ['pt'] },
  });
  expect(created.ok()).toBe(true);
  const courseId = ((await created.json()) as { data: { _id: string } }).data._id;
  const saved = await page.request.post('/api/course/lesson/save', {
    headers,
    data: {
      lesson: {
        courseId,
        kind: 'exam',
        title: { pt: 'Prova final' },
        min_questions: 1,
        questions: [
          {
            type: 'single',
            title: { pt: 'Qual porta é a WAN?' },
            answers: [{ text: { pt: 'WAN' }, correct: true }, { text: { pt: 'LAN 1' } }],
          },
          {
            type: 'single',
            title: { pt: 'Qual porta é a LAN?' },
            answers: [{ text: { pt: 'LAN 1' }, correct: true }, { text: { pt: 'WAN' } }],
          },
        ],
      },
    },
  });
  expect(saved.ok()).toBe(true);
  const lessonId = ((await saved.json()) as { data: { _id: string } }).data._id;

  await page.goto(`/course/${courseId}/lesson/edit/${lessonId}`);
  await expect(page.getByRole('region', { name: 'Question 1' })).toBeVisible();

  const importButton = page.getByRole('button', { name: 'Import GIFT' });
  const dialog = page.getByRole('dialog', { name: 'Import questions from GIFT' });
  await test.step('the dialog opens by keyboard and previews the file', async () => {
    await importButton.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // the interface is in English, which the course lacks: the course's language is chosen
    await expect(dialog.getByRole('combobox', { name: 'Language of the questions' })).toHaveText(
      'Portuguese',
    );
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'moodle-export.gift',
      mimeType: 'text/plain',
      buffer: Buffer.from(GIFT),
    });
    await expect(dialog.getByRole('status')).toHaveText('3 questions to add, 1 skipped.');
    const toAdd = dialog.getByRole('region', { name: 'To add' }).getByRole('listitem');
    await expect(toAdd).toHaveText([
      'Which cable reaches 100 m?Single choice, 3 answers, line 2',
      'Which bands does the router use?Multiple choice, 3 answers, line 9',
      'Holding reset for 10 s restores the factory settings.Single choice, 2 answers, line 15',
    ]);
    await expect(dialog.getByRole('region', { name: 'Skipped' }).getByRole('listitem')).toHaveText([
      'Install notesEssay questions are not supported (line 17)',
    ]);
    await expectAccessible(page);
    // on a phone the dialog takes the screen, and nothing in it scrolls sideways
    await page.setViewportSize({ width: 375, height: 740 });
    await expect
      .poll(() => dialog.evaluate((paper) => paper.scrollWidth - paper.clientWidth))
      .toBeLessThanOrEqual(0);
    // the screen's width; a desktop browser's scroll lock keeps its scrollbar's room (15 px), a phone's overlays
    await expect
      .poll(() => dialog.evaluate((paper) => paper.getBoundingClientRect().width))
      .toBeGreaterThanOrEqual(375 - 15);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('text that is not GIFT says so and adds nothing', async () => {
    const text = dialog.getByRole('textbox', { name: 'GIFT text' });
    const file = await text.inputValue();
    await text.fill('Dear admin, here are the questions you asked for.');
    await expect(dialog.getByRole('alert')).toHaveText(
      'This is not GIFT: no question with answers between { } was found.',
    );
    await expect(dialog.getByRole('button', { name: 'Add questions' })).toBeDisabled();
    await text.fill(file);
  });

  await test.step('the questions join the form, then the lesson is saved with them', async () => {
    await dialog.getByRole('button', { name: 'Add 3 questions' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(importButton).toBeFocused();
    await expect(page.getByText('3 questions added. Save the lesson to keep them.')).toBeVisible();
    const reset = page.getByRole('region', { name: 'Question 5' });
    await expect(reset.getByLabel('Question (Portuguese)')).toHaveValue(
      'Holding reset for 10 s restores the factory settings.',
    );
    await expect(
      reset.getByRole('group', { name: 'Answer 1' }).getByLabel('Answer (Portuguese)'),
    ).toHaveValue('Verdadeiro');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Lesson saved')).toBeVisible({ timeout: 30_000 });
  });

  const exam = await page.request.get(`/api/course/module/exam/get-answers/${courseId}/${lessonId}`, {
    headers,
  });
  const questions = (
    (await exam.json()) as {
      data: {
        questions: {
          type: string;
          title: { pt: string };
          answers: { text: { pt: string }; correct: boolean }[];
        }[];
      };
    }
  ).data.questions;
  expect(
    questions.map((question) => ({
      type: question.type,
      title: question.title.pt,
      answers: question.answers.map((answer) => `${answer.correct ? '*' : ''}${answer.text.pt}`),
    })),
  ).toEqual([
    { type: 'single', title: 'Qual porta é a WAN?', answers: ['*WAN', 'LAN 1'] },
    { type: 'single', title: 'Qual porta é a LAN?', answers: ['*LAN 1', 'WAN'] },
    { type: 'single', title: 'Which cable reaches 100 m?', answers: ['*Cat6', 'USB', 'HDMI'] },
    { type: 'multiple', title: 'Which bands does the router use?', answers: ['*2.4 GHz', '*5 GHz', 'FM'] },
    {
      type: 'single',
      title: 'Holding reset for 10 s restores the factory settings.',
      answers: ['*Verdadeiro', 'Falso'],
    },
  ]);
});
