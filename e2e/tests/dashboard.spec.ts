import { expect, type Locator, type Page, test } from './fixtures.js';
import {
  expectAccessible,
  expectNoSideScroll,
  newLearner,
  type Person,
  signIn,
  signInAs,
} from './helpers.js';
import { apiCall, createYoutubeCourse, tokenOf, type YoutubeCourse } from './youtube-course.js';

interface Month {
  month: string;
  activeLearners: number;
  completions: number;
  certificates: number;
}
interface StaffFigures {
  learners: number;
  thisMonth: Month;
  pendingRegistrations: number;
  months: Month[];
}

const stamp = Date.now().toString(36);
const PATH = {
  en: `Dashboard path ${stamp}`,
  pt: `Trilha do painel ${stamp}`,
  es: `Ruta del panel ${stamp}`,
};

/** How the Portuguese pages write a number and a month. */
const number = new Intl.NumberFormat('pt');
const month = new Intl.DateTimeFormat('pt', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthInPortuguese = (key: string) => month.format(new Date(`${key}-01T00:00:00Z`));

/** The value of the figure whose term is `label`, in the dashboard's list of figures. */
const figure = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

/** Every body row of a table as its cells' texts. */
const rowsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')),
    );

async function expectFitsAPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe
  .serial('the dashboard', () => {
    let started: YoutubeCourse;
    let pathId = '';
    /** a learner of this file's own, of the demo master's distributor, reading Portuguese */
    let learner: Person;

    test.beforeAll(async ({ request }) => {
      // the learner starts one course and completes another: his master's figures count both
      learner = await newLearner(request, 'Davi Painel');
      started = await createYoutubeCourse(request, 'started');
      const finished = await createYoutubeCourse(request, 'finished');
      const admin = await tokenOf(request, 'admin');
      const path = await apiCall<{ _id: string }>(request, admin, 'learning_paths/create', {
        title: PATH,
        courses: [started.courseId, finished.courseId],
        status: 'published',
        openToAll: true,
      });
      pathId = path._id;
      const student = await tokenOf(request, learner);
      for (const [course, progress] of [
        [started, 40],
        [finished, 100],
      ] as const)
        await apiCall(request, student, 'user/progress/mark', {
          courseId: course.courseId,
          lessonId: course.lessonId,
          progress,
        });
    });

    test('a student sees his courses in progress with their next lesson, and his learning paths', async ({
      page,
    }) => {
      await signInAs(page, learner);
      await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
      const courses = page.getByRole('list', { name: 'Continue aprendendo' });
      const card = courses.getByRole('listitem').filter({ hasText: started.title.pt });
      await expect(
        card.getByRole('progressbar', { name: `Progresso em ${started.title.pt}` }),
      ).toHaveAttribute('aria-valuetext', '40,0%');
      const next = card.getByRole('link', { name: `Continuar: ${started.lessonTitle.pt}` });
      await expect(next).toHaveAttribute('href', started.lessonPath);
      const paths = page.getByRole('list', { name: 'Suas trilhas de aprendizagem' });
      await expect(paths.getByRole('link', { name: PATH.pt })).toHaveAttribute(
        'href',
        `/learning-paths/view/${pathId}`,
      );
      await expect(paths.getByRole('listitem').filter({ hasText: PATH.pt })).toContainText(
        '1 de 2 cursos concluídos',
      );
      await expectAccessible(page);
      await expectFitsAPhone(page);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${started.lessonPath}$`));
    });

    test('a master sees the key figures of his distributor, and each chart as a table of the same numbers', async ({
      page,
      request,
    }) => {
      const master = await tokenOf(request, 'master');
      const figures = await apiCall<StaffFigures>(request, master, 'dashboard/staff');
      expect(figures.thisMonth.activeLearners).toBeGreaterThan(0);
      expect(figures.thisMonth.completions).toBeGreaterThan(0);

      await signIn(page, 'master');
      await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
      for (const [label, value] of [
        ['Alunos ativos neste mês', figures.thisMonth.activeLearners],
        ['Cursos concluídos neste mês', figures.thisMonth.completions],
        ['Certificados emitidos neste mês', figures.thisMonth.certificates],
        ['Cadastros pendentes', figures.pendingRegistrations],
      ] as const)
        await expect(figure(page, label).locator('dd')).toContainText(number.format(value));

      const chart = page.getByRole('figure', { name: 'Cursos concluídos e certificados emitidos por mês' });
      const table = chart.getByRole('table', { name: 'Cursos concluídos e certificados emitidos por mês' });
      const expected = figures.months.map((one) => [
        monthInPortuguese(one.month),
        number.format(one.completions),
        number.format(one.certificates),
      ]);
      // a screen reader has the table before it is shown; the toggle shows it on screen
      expect(await rowsOf(table)).toEqual(expected);
      const toggle = chart.getByRole('button', { name: /^Mostrar como tabela/ });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(table.getByRole('columnheader', { name: 'Cursos concluídos' })).toBeVisible();
      expect(await rowsOf(table)).toEqual(expected);
      const active = page.getByRole('figure', { name: 'Alunos ativos por mês' }).getByRole('table');
      expect(await rowsOf(active)).toEqual(
        figures.months.map((one) => [monthInPortuguese(one.month), number.format(one.activeLearners)]),
      );
      await expectAccessible(page);
      await expectFitsAPhone(page);
    });

    test('an admin sees the pending registrations, a link away from answering them', async ({
      page,
      request,
    }) => {
      const admin = await tokenOf(request, 'admin');
      const figures = await apiCall<StaffFigures>(request, admin, 'dashboard/staff');
      expect(figures.pendingRegistrations).toBeGreaterThan(0);
      await signIn(page, 'admin');
      const pending = figure(page, 'Pending registrations');
      await expect(pending.locator('dd')).toContainText(String(figures.pendingRegistrations));
      await pending.getByRole('link', { name: 'Review the registrations' }).click();
      await expect(page).toHaveURL(/\/settings\/users_check$/);
    });
  });
