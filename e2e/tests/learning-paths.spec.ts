import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, type Page, test } from './fixtures.js';
import {
  expectAccessible,
  expectNoSideScroll,
  mainMenu,
  newLearner,
  type Person,
  signIn,
  signInAs,
} from './helpers.js';
import { apiCall, tokenOf } from './youtube-course.js';

const stamp = Date.now().toString(36);
const PATH = {
  en: `Partner onboarding ${stamp}`,
  pt: `Integração de parceiros ${stamp}`,
  es: `Incorporación de socios ${stamp}`,
};
/** The first course of the path: one video lesson, so the student can complete it by a progress mark. */
const FIRST = {
  en: `Welcome aboard ${stamp}`,
  pt: `Boas-vindas ${stamp}`,
  es: `Bienvenida ${stamp}`,
};
/** The second: the demo academy's modular course. */
const SECOND = { en: 'Wi-Fi Deployment', pt: 'Implantação de Wi-Fi' };
/** This file's team, of the demo's Alfa distributor, whose one member is this file's learner. */
const TEAM = `Path team ${stamp}`;

/** Chooses an option of a picker by typing part of it. */
async function pick(page: Page, field: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await box.press('Escape');
}

/** Fails when the page is wider than a phone's screen; then goes back to the desktop width. */
async function expectFitsAPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A percentage as the Portuguese pages write it: "50,0%". */
const inPortuguese = (percent: number) =>
  new Intl.NumberFormat('pt', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 100);

test.describe
  .serial('learning paths', () => {
    // several sign-ins and axe runs on a shared two-core machine
    test.setTimeout(120_000);
    let first = { courseId: '', lessonId: '' };
    let secondId = '';
    /** a learner of this file's own, who reads Portuguese: his progress on the path is made here */
    let learner: Person;

    test.beforeAll(async ({ request }) => {
      const admin = await tokenOf(request, 'admin');
      learner = await newLearner(request, `Paulo Trilha ${stamp}`);
      const { master } = await apiCall<{ master: string }>(
        request,
        await tokenOf(request, learner),
        'auth/me',
      );
      await apiCall(request, admin, 'team/create', { name: TEAM, masters: [master], members: [learner._id] });
      const course = await apiCall<{ _id: string }>(request, admin, 'course/create', {
        title: FIRST,
        description: FIRST,
        langs: ['en', 'pt', 'es'],
      });
      const lesson = await apiCall<{ _id: string }>(request, admin, 'course/lesson/save', {
        lesson: {
          courseId: course._id,
          kind: 'video',
          title: FIRST,
          content: {
            video: { en: 'https://vimeo.com/1', pt: 'https://vimeo.com/1', es: 'https://vimeo.com/1' },
          },
        },
      });
      await apiCall(request, admin, 'course/update', { _id: course._id, status: 'published' });
      first = { courseId: course._id, lessonId: lesson._id };
      const found = await apiCall<{ items: { _id: string; title: { en: string } }[] }>(
        request,
        admin,
        'course/list?search=Wi-Fi&limit=50',
      );
      secondId = found.items.find((item) => item.title.en === SECOND.en)?._id ?? '';
      expect(secondId, 'the demo academy has its Wi-Fi course').not.toBe('');
    });

    test('an admin builds a learning path of two courses, in order, for a team', async ({ page }) => {
      await signIn(page, 'admin');
      await mainMenu(page).getByRole('link', { name: 'Learning paths' }).click();
      await expect(page).toHaveURL(/\/learning-paths$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Learning paths' })).toBeVisible();

      await page.getByRole('link', { name: 'New learning path' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New learning path' })).toBeVisible();
      // saving an empty form says what is missing
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Required in all languages').first()).toBeVisible();

      await page.getByRole('textbox', { name: 'Title (English)' }).fill(PATH.en);
      await page.getByRole('textbox', { name: 'Title (Portuguese)' }).fill(PATH.pt);
      await page.getByRole('textbox', { name: 'Title (Spanish)' }).fill(PATH.es);
      await page
        .getByRole('textbox', { name: 'Description (English)' })
        .fill('Start here, then go wireless.');
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Published' }).click();
      // published to no team and not open to all, no learner would see it: the form says so
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByText('Choose at least one team for a published learning path, or open it to all'),
      ).toBeVisible();
      await pick(page, 'Teams', TEAM, TEAM);
      await expect(
        page.getByText('Choose at least one team for a published learning path, or open it to all'),
      ).toBeHidden();
      await page.getByLabel('Courses in order', { exact: true }).check();

      // added in the wrong order, then put right with the keyboard
      await pick(page, 'Add a course', 'Wi-Fi', SECOND.en);
      await pick(page, 'Add a course', FIRST.en, FIRST.en);
      const chosen = page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
      await expect(chosen).toHaveText([new RegExp(SECOND.en), new RegExp(FIRST.en)]);
      const moveUp = page.getByRole('button', { name: `Move ${FIRST.en} up` });
      await moveUp.focus();
      await page.keyboard.press('Enter');
      await expect(chosen).toHaveText([new RegExp(FIRST.en), new RegExp(SECOND.en)]);
      // at the top, the focus stays on the moved course
      await expect(page.getByRole('button', { name: `Move ${FIRST.en} down` })).toBeFocused();
      await expectAccessible(page);
      await expectFitsAPhone(page);

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/learning-paths$/);
      await expect(page.getByText(`The learning path ${PATH.en} was saved`)).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: PATH.en });
      await expect(row).toContainText('Published');
      await expect(row).toContainText('2 courses · 1 team · Courses in order');
      await expectAccessible(page);
      await expectFitsAPhone(page);
    });

    test('a student of that team sees it, completes the first course and sees the path progress', async ({
      page,
      request,
    }) => {
      const student = await tokenOf(request, learner);
      await signInAs(page, learner);
      await page.getByRole('banner').getByRole('link', { name: 'Trilhas' }).click();
      await expect(page).toHaveURL(/\/learning-paths$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Trilhas de aprendizagem' })).toBeVisible();
      const card = page.getByRole('listitem').filter({ hasText: PATH.pt });
      await expect(card).toContainText('0 de 2 cursos concluídos');
      await expect(card.getByRole('progressbar', { name: `Seu progresso em ${PATH.pt}` })).toHaveAttribute(
        'aria-valuetext',
        inPortuguese(0),
      );
      await expectAccessible(page);
      await expectFitsAPhone(page);

      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/learning-paths\/view\/[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { level: 1, name: PATH.pt })).toBeVisible();
      const courses = page.getByRole('list', { name: 'Cursos' }).getByRole('listitem');
      await expect(courses).toHaveText([new RegExp(`1\\. ${FIRST.pt}`), new RegExp(`2\\. ${SECOND.pt}`)]);
      // the order is enforced: the second opens once the first is complete
      await expect(courses.nth(1)).toContainText('Abre quando você concluir o curso anterior');
      await expect(courses.nth(1).getByRole('img', { name: 'Bloqueado' })).toBeVisible();
      await expect(courses.nth(1).getByRole('link')).toHaveCount(0);
      await expect(courses.nth(0).getByRole('link')).toHaveAttribute(
        'href',
        `/course/view/${first.courseId}`,
      );

      // the locked course's own address tells the lock, and leads back to the paths
      await page.goto(`/course/view/${secondId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Este curso está bloqueado' })).toBeVisible();
      await expect(
        page.getByText('Este curso abre quando você concluir o curso anterior na sua trilha'),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Abrir minhas trilhas' }).click();
      await expect(page).toHaveURL(/\/learning-paths$/);
      await page.goBack();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: PATH.pt })).toBeVisible();

      // the student watches the first course's only lesson to the end
      await apiCall(request, student, 'user/progress/mark', {
        courseId: first.courseId,
        lessonId: first.lessonId,
        progress: 100,
      });
      await page.reload();
      await expect(courses.nth(0).getByRole('img', { name: 'Concluído' })).toBeVisible();
      await expect(courses.nth(1)).not.toContainText('Abre quando');
      const expected = inPortuguese(50);
      await expect(page.getByRole('progressbar', { name: 'Seu progresso nesta trilha' })).toHaveAttribute(
        'aria-valuetext',
        expected,
      );
      await expect(page.getByText('1 de 2 cursos concluídos')).toBeVisible();
      await expectAccessible(page);

      await expectFitsAPhone(page);

      await courses.nth(1).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/course/view/${secondId}$`));
      await page.goBack();
      await page.getByRole('link', { name: 'Trilhas de aprendizagem', exact: true }).click();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: PATH.pt })
          .getByRole('progressbar', { name: `Seu progresso em ${PATH.pt}` }),
      ).toHaveAttribute('aria-valuetext', expected);
    });

    test('the admin sees how far the student is on the path', async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto('/learning-paths');
      await page.getByRole('link', { name: `Learners of ${PATH.en}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Learners of ${PATH.en}` })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(learner.name);
      const row = page.getByRole('row').filter({ hasText: learner.email });
      await expect(row).toContainText(learner.name);
      await expect(row).toContainText('1 of 2');
      await expectAccessible(page);
      await expectFitsAPhone(page);

      // the export holds the search's one learner
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download (xlsx)' }).click(),
      ]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.rowCount).toBe(2);
      expect(sheet?.getRow(2).getCell(2).value).toBe(learner.email);
    });
  });
